import { describe, expect, it } from 'vitest';
import { catalogueLabels, METRIC_CATALOGUE, type MetricDefinition } from '../../core/metrics';
import { metricValues, ZERO_TOTALS } from '../../core/oee';
import { resultEntityFields } from '../../core/table-query/queries/dashboard-query';
import { scheduleColumns } from '../../core/reports/report-columns';
import { resultColumnsSql } from '../../server/api/result-columns';

// Issue 32: a new metric is one catalogue row plus its result column. Every list that names the
// metrics is derived from the catalogue, so a row added here reaches all of them.
const setup = { danger_min: 0, caution_min: 0, standard_min: 0, danger_state: 'BELOW', stacked_bar: true } as const;
const UPTIME: MetricDefinition<'UPTIME'> = {
  key: 'UPTIME', label: 'Uptime', kind: 'percent', formula: (t, m) => (t.scheduled_secs > 0 ? (m.operating_secs / t.scheduled_secs) * 100 : 0),
  column: 'uptime_percent', perSchedule: true, setup, palette: 'teal',
};
const SHIPPED: MetricDefinition<'SHIPPED'> = {
  key: 'SHIPPED', label: 'Shipped', kind: 'count', formula: (_t, m) => m.units_good, column: 'units_shipped', perSchedule: false, setup, palette: 'cyan',
};
const extended: readonly MetricDefinition[] = [...METRIC_CATALOGUE, UPTIME, SHIPPED];

describe('a metric added to the catalogue', () => {
  it('gets its built-in label', () => {
    expect(catalogueLabels(extended)).toMatchObject({ UPTIME: 'Uptime', SHIPPED: 'Shipped', SPEED_LOSS: 'Speed Loss' });
  });

  it('gets its value from summed seconds and counts', () => {
    const values = metricValues({ ...ZERO_TOTALS, scheduled_secs: 800, planned_down_secs: 100, unplanned_down_secs: 100, units_produced: 10, units_scrapped: 1 }, extended);
    expect(values.UPTIME).toBe(75);
    expect(values.SHIPPED).toBe(9);
  });

  it('is a field of the dashboard query', () => {
    const fields = resultEntityFields(extended);
    expect(fields).toEqual(expect.arrayContaining(['uptime_percent', 'units_shipped', 'speed_loss_percent']));
  });

  it("is a column of the server's result rows, a count read as a number", () => {
    const sql = resultColumnsSql(extended);
    expect(sql).toContain('r.uptime_percent');
    expect(sql).toContain('r.units_shipped::float8 AS units_shipped');
  });

  it('is a column of the Schedule Data report when stored per schedule', () => {
    const columns = scheduleColumns(extended);
    expect(columns.find((c) => c.field === 'uptime_percent')).toMatchObject({ header: 'Uptime %', column_type: 'float', sortable: true });
    expect(columns.find((c) => c.field === 'uptime_percent')?.sum).toBeUndefined();
    expect(columns.some((c) => c.field === 'units_shipped')).toBe(false);
  });

  it('leaves the lists of the catalogue itself as they are', () => {
    expect(resultEntityFields()).not.toContain('uptime_percent');
    expect(scheduleColumns().map((c) => c.field)).not.toContain('uptime_percent');
  });
});
