import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from './column-definition';
import { filterTable, goToPage, INITIAL_TABLE_STATE, sortTable } from './table-state';
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
