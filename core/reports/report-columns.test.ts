import { describe, expect, it } from 'vitest';
import { ABOVE_IDEAL_REASON, METRIC_CATALOGUE } from '../metrics';
import { callbackCellText, exportRequest, INITIAL_TABLE_STATE, tableRequest } from '../table-query';
import { visibleColumns } from '../table-query';
import { cellText, exportNumber, exportNumberFormat, sumText } from '../export/cell-format';
import { NOTE_COLUMN, SCHEDULE_COLUMNS, TRANSACTION_COLUMNS } from './report-columns';

const column = (field: string) => SCHEDULE_COLUMNS.find((c) => c.field === field)!;

describe('Schedule Data: metric cells in their status and the performance note (issue 33 point 2)', () => {
  it("every metric column names its catalogue metric, so its cells take the metric's Metric Setup status", () => {
    const metricColumns = SCHEDULE_COLUMNS.filter((c) => c.metric);
    expect(metricColumns.map((c) => c.field).sort()).toEqual(METRIC_CATALOGUE.filter((d) => d.perSchedule).map((d) => d.column).sort());
    for (const c of metricColumns) expect(METRIC_CATALOGUE.find((d) => d.key === c.metric)?.column).toBe(c.field);
  });

  it('a performance above 100 % gets the reason in words in the Note; 100 % and below get none', () => {
    expect(callbackCellText(NOTE_COLUMN, { performance_percent: 104.2 })).toBe(`Performance ${ABOVE_IDEAL_REASON}`);
    expect(callbackCellText(NOTE_COLUMN, { performance_percent: '100.00' })).toBe('');
    expect(callbackCellText(NOTE_COLUMN, { performance_percent: null })).toBe('');
  });

  it('the Note is a shown column and the export reads performance for it, so the xlsx carries the note too', () => {
    expect(SCHEDULE_COLUMNS).toContain(NOTE_COLUMN);
    const request = exportRequest(tableRequest('bigbrain_resschedule', SCHEDULE_COLUMNS as never[], INITIAL_TABLE_STATE), SCHEDULE_COLUMNS as never[]);
    expect(request.fields).toContain('performance_percent');
  });
});

describe('Schedule Data people read (issue 35 point 6)', () => {
  it('the key columns come first: date, machine, shift, then Performance, Quality, Availability and Efficiency %', () => {
    expect(visibleColumns(SCHEDULE_COLUMNS).slice(0, 7).map((c) => c.header)).toEqual(['Shift Date', 'Machine', 'Shift', 'Performance %', 'Quality %', 'Availability %', 'Efficiency %']);
  });

  it('Transaction Data leads with what a manager reads (when, which machine, what, how much, why): Quantity and Reason sat past the edge at 1440 px', () => {
    expect(visibleColumns(TRANSACTION_COLUMNS).slice(0, 5).map((c) => c.header)).toEqual(['Timestamp', 'Machine', 'Type', 'Quantity', 'Reason']);
  });

  it('rates read in parts per minute, as the Parts screen sets them, to 2 decimals; the xlsx keeps the full rate per minute with a 2-decimal format', () => {
    const goal = column('goal_pps');
    expect(goal.header).toBe('Goal Rate (ppm)');
    expect(cellText(goal, { goal_pps: 0.66666667 }, 'UTC')).toBe('40.00');
    expect(cellText(column('realized_pps'), { realized_pps: '0.5123' }, 'UTC')).toBe('30.74');
    expect(exportNumber(goal, 0.66666667)).toBeCloseTo(40.0000002, 9);
    expect(exportNumberFormat(goal)).toBe('#,##0.00');
    expect(exportNumber(goal, null)).toBeNull();
  });

  it('totals read as amounts (27,609,815, not 27609815); durations in h:mm on screen and as Excel time in the xlsx', () => {
    expect(sumText(column('units_produced'), 27609815)).toBe('27,609,815');
    const down = column('unplanned_down_secs');
    expect(down.header).toBe('Unplanned Down (h:mm)');
    expect(cellText(down, { unplanned_down_secs: 15_000 }, 'UTC')).toBe('4:10');
    expect(sumText(down, 200_000)).toBe('55:33');
    expect(exportNumber(down, 43_200)).toBe(0.5);
    expect(exportNumberFormat(down)).toBe('[h]:mm');
  });
});
