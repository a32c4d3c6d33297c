import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from './column-definition';
import { exportLimitWarning, exportRequest } from './export-limit';

describe('spreadsheet export limit (spec 2.8 and 2.9)', () => {
  it('up to 100000 rows export without a warning', () => {
    expect(exportLimitWarning(100_000)).toBeNull();
  });

  it('more than 100000 rows warn for 10 s instead of exporting', () => {
    expect(exportLimitWarning(100_001)).toMatchObject({
      severity: 'warn',
      detail: 'The number of records exceeds the limit of 100000. Please refine your search.',
      life: 10_000,
    });
  });

  it('full-dump export fetches up to the limit, from the first row, non-hidden columns only', () => {
    const columns: ColumnDefinition<never>[] = [
      { field: 'id', column_type: 'hidden', header: 'ID' },
      { field: 'machine_key', column_type: 'string', header: 'Machine' },
      { field: 'secret', column_type: 'string', header: 'S', hidden: true },
      { field: 'quantity', column_type: 'float', header: 'Qty' },
    ];
    const req = exportRequest({ table: 't', fields: ['id', 'machine_key', 'secret', 'quantity'], where: { a: { _eq: 1 } }, order_by: [{ id: 'asc' }], limit: 10, offset: 40 }, columns);
    expect(req).toEqual({ table: 't', fields: ['machine_key', 'quantity'], where: { a: { _eq: 1 } }, order_by: [{ id: 'asc' }], limit: 100_000, offset: 0 });
  });
});
