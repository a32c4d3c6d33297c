import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from './column-definition';
import { clearTableFilters, filterTable, goToPage, INITIAL_TABLE_STATE, setTableDateRange, sortTable } from './table-state';
import { tableRequest } from './table-request';

const columns: ColumnDefinition<never>[] = [
  { field: 'machine_key', column_type: 'string', header: 'Machine', sortable: true },
  { field: 'status', column_type: 'callback', header: 'Status' },
];

describe('table request', () => {
  it("combines the screen's fixed condition with the user's filters, sort and page", () => {
    let s = sortTable(INITIAL_TABLE_STATE, columns[0]!);
    s = filterTable(s, { machine_key: { field: 'machine_key', match: '_and', rules: [{ operator: '_eq', value: 'M1' }] } });
    s = goToPage(s, 1);
    expect(tableRequest('bigbrain_inpevent', columns, s, { type: { _eq: 'DOWN' } })).toEqual({
      table: 'bigbrain_inpevent',
      fields: ['machine_key'],
      where: { _and: [{ type: { _eq: 'DOWN' } }, { machine_key: { _eq: 'M1' } }] },
      order_by: [{ machine_key: 'desc' }],
      limit: 10,
      offset: 10,
    });
  });
});

describe('document 2 §4: the date range of a table', () => {
  it('narrows the request to both ends, on a nested date field, and is kept ordered', () => {
    const s = setTableDateRange(goToPage(INITIAL_TABLE_STATE, 2), { start: '2026-11-20', end: '2026-11-10' }, 'start');
    expect(s.range).toEqual({ start: '2026-11-20', end: '2026-11-20' });
    expect(s.offset).toBe(0);
    expect(setTableDateRange(s, { start: '2026-11-20', end: '2026-11-12' }, 'end').range).toEqual({ start: '2026-11-12', end: '2026-11-12' });
    expect(tableRequest('bigbrain_resschedule', columns, s, undefined, 'schedule.shift_date').where).toEqual({
      schedule: { shift_date: { _gte: '2026-11-20', _lte: '2026-11-20' } },
    });
  });

  it('Clear Filters clears the range too; no range field or no range: no condition', () => {
    const s = setTableDateRange(INITIAL_TABLE_STATE, { start: '2026-11-01', end: '2026-11-02' });
    expect(clearTableFilters(s).range).toBeNull();
    expect(tableRequest('t', columns, s).where).toEqual({});
    expect(tableRequest('t', columns, INITIAL_TABLE_STATE, undefined, 'shift_date').where).toEqual({});
  });
});
