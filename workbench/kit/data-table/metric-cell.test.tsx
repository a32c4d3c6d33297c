// @vitest-environment jsdom
import { render } from '@testing-library/react';
import type { ICellRendererParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { ABOVE_IDEAL_REASON, type MetricThresholds } from '../../../core/metrics';
import type { TableRow } from '../../../core/table-query';
import type { TableColumn } from './data-table-config';
import { metricCellRenderer } from './metric-cell';

const EFFICIENCY: TableColumn = { field: 'efficiency_percent', column_type: 'float', header: 'Efficiency %', metric: 'EFFICIENCY' };
const PERFORMANCE: TableColumn = { field: 'performance_percent', column_type: 'float', header: 'Performance %', metric: 'PERFORMANCE' };
const METRIC_SETUP: MetricThresholds = { EFFICIENCY: { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW' } };

function cell(column: TableColumn, thresholds: MetricThresholds | null, data: TableRow, value: string, pinned = false) {
  const Cell = metricCellRenderer(column, thresholds);
  const params = { value, data, node: { rowPinned: pinned ? 'bottom' : undefined } } as unknown as ICellRendererParams<TableRow, string>;
  return render(<Cell {...params} />).container;
}

describe('report cells of metric columns: status colour plus a word (issue 33 point 2)', () => {
  it('Metric Setup "Efficiency red below 70": 68.18 shows Danger, data-status red, not the fixed bands\' yellow', () => {
    const c = cell(EFFICIENCY, METRIC_SETUP, { efficiency_percent: 68.18 }, '68.18');
    const status = c.querySelector('[data-status]')!;
    expect(status.getAttribute('data-status')).toBe('red');
    expect(status.textContent).toBe('68.18Danger');
  });

  it('without company thresholds a rate takes document 2 §9 bands: 68.18 is Caution', () => {
    expect(cell(EFFICIENCY, {}, { efficiency_percent: 68.18 }, '68.18').querySelector('[data-status]')?.getAttribute('data-status')).toBe('yellow');
  });

  it('a performance above 100 % is flagged with the reason in words (title and spoken text)', () => {
    const status = cell(PERFORMANCE, {}, { performance_percent: 104.2 }, '104.20').querySelector('[data-status]')!;
    expect(status.getAttribute('title')).toBe(`Good; ${ABOVE_IDEAL_REASON}`);
    expect(status.textContent).toContain(`Performance ${ABOVE_IDEAL_REASON}`);
  });

  it('the sum row, an empty cell and a cell before the thresholds are read show the plain text', () => {
    expect(cell(EFFICIENCY, METRIC_SETUP, { efficiency_percent: 68.18 }, '68.18', true).innerHTML).toBe('68.18');
    expect(cell(EFFICIENCY, METRIC_SETUP, { efficiency_percent: null }, '').innerHTML).toBe('');
    expect(cell(EFFICIENCY, null, { efficiency_percent: 68.18 }, '68.18').innerHTML).toBe('68.18');
  });
});
