import { describe, expect, it } from 'vitest';
import { ABOVE_IDEAL_REASON, METRIC_CATALOGUE } from '../../core/metrics';
import { callbackCellText, exportRequest, INITIAL_TABLE_STATE, tableRequest } from '../../core/table-query';
import { NOTE_COLUMN, SCHEDULE_COLUMNS } from './report-columns';

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
