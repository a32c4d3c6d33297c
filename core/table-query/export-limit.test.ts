import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from './column-definition';
import { exportLimitWarning, exportPageRequests, exportRequest } from './export-limit';

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

describe('issue 33 §3: an export is fetched in pages', () => {
  const request = { table: 't', fields: ['machine_key'], where: { a: { _eq: 1 } }, order_by: [{ timestamp: 'desc' }], limit: 100_000, offset: 0 };

  it('covers every row once, in pages of 10000, ordered by the table sort and then the row id', () => {
    const pages = exportPageRequests(request, 25_001);
    expect(pages.map((p) => [p.offset, p.limit])).toEqual([[0, 10_000], [10_000, 10_000], [20_000, 5_001]]);
    expect(pages.every((p) => JSON.stringify(p.order_by) === JSON.stringify([{ timestamp: 'desc' }, { id: 'asc' }]) && p.where === request.where)).toBe(true);
  });

  it('keeps an order that already ends with the id, and never goes past the 100000-row limit', () => {
    const pages = exportPageRequests({ ...request, order_by: [{ id: 'desc' }] }, 330_000, 40_000);
    expect(pages.at(-1)).toMatchObject({ offset: 80_000, limit: 20_000, order_by: [{ id: 'desc' }] });
    expect(exportPageRequests(request, 0)).toEqual([]);
  });
});
