import { describe, expect, it } from 'vitest';
import { cellText, sumText } from '../../../core/export/cell-format';
import { parseFilterInput } from './filter-value';
import { numberTextPattern } from './native-controls';
import { paginatorTemplate, rowsThatFit } from './paginator-template';
import { countDocument, rowsDocument, sumDocument, tableVariables } from '../../../core/table-query/table-documents';
import { TABLE_QUERY_RETRY_ATTEMPTS } from './with-retry';

const ZONE = 'US/Eastern';

describe('table parts', () => {
  it("issue 35 point 7: a date-time shows in the profile's zone, whatever the browser's", () => {
    const at = { field: 'timestamp', column_type: 'datetime', header: 'Timestamp' } as const;
    // 23:47 UTC is 18:47 in New York (EST): inside shift AFTERNOON 15:00-23:00 as the engine assigned it.
    expect(cellText(at, { timestamp: '2026-11-27T23:47:05Z' }, 'US/Eastern')).toBe('2026-11-27 18:47:05');
    expect(cellText(at, { timestamp: '2026-11-27T23:47:05Z' }, 'Europe/Berlin')).toBe('2026-11-28 00:47:05');
    // Summer time: the offset follows the date, not the browser's today.
    expect(cellText(at, { timestamp: '2026-07-01T12:00:00Z' }, 'US/Eastern')).toBe('2026-07-01 08:00:00');
    expect(cellText(at, { timestamp: 'not a time' }, 'US/Eastern')).toBe('not a time');
  });

  it("document 2 §8: a callback column without a callback shows 'N/A'", () => {
    expect(cellText({ field: 'x', column_type: 'callback', header: 'X' }, {}, ZONE)).toBe('N/A');
    expect(cellText({ field: 'x', column_type: 'callback', header: 'X', callback: (r) => `#${String(r.id)}` }, { id: 3 }, ZONE)).toBe('#3');
  });

  it('document 2 §9: report percent values are shown to 2 decimals; dotted fields follow relationships', () => {
    expect(cellText({ field: 'efficiency_percent', column_type: 'float', header: 'E' }, { efficiency_percent: 87.126 }, ZONE)).toBe('87.13');
    expect(cellText({ field: 'schedule.shift_date', column_type: 'date', header: 'D' }, { schedule: { shift_date: '2026-11-20' } }, ZONE)).toBe('2026-11-20');
    expect(cellText({ field: 'planned', column_type: 'bool', header: 'P' }, { planned: false }, ZONE)).toBe('No');
    expect(sumText({ field: 'qty', column_type: 'float', header: 'Q' }, 17.25)).toBe('17.25');
  });

  it('document 2 §9: the paginator template changes at 640 and 1024 px', () => {
    expect(paginatorTemplate(639)).toBe('PrevPageLink CurrentPageReport NextPageLink RowsPerPageDropdown');
    expect(paginatorTemplate(640)).toBe('FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown');
    expect(paginatorTemplate(1024)).toContain('CurrentPageReport');
    expect(paginatorTemplate(1023)).not.toContain('CurrentPageReport');
    expect(rowsThatFit(400, 40)).toBe(10);
    expect(rowsThatFit(10, 40)).toBe(1);
  });

  it('document 2 §5: float inputs allow up to 8 fraction digits, whole-number inputs none', () => {
    const float = numberTextPattern(8);
    expect(float.test('0.12345678')).toBe(true);
    expect(float.test('0.123456789')).toBe(false);
    expect(float.test('-3.')).toBe(true);
    expect(numberTextPattern(0).test('1.5')).toBe(false);
    expect(parseFilterInput('float', '_in', '1.5, 2')).toEqual([1.5, 2]);
    expect(parseFilterInput('string', '_eq', '  ')).toBeUndefined();
    expect(parseFilterInput('string', '_is_null', 'true')).toBe(true);
  });

  it('document 2 §7: rows, aggregate count and aggregate sum documents with where, limit, offset, order_by and distinct_on', () => {
    const request = { table: 'bigbrain_resschedule', fields: ['id', 'schedule.shift_date'], where: { id: { _gt: 1 } }, order_by: [{ id: 'asc' }], limit: 10, offset: 20, distinct_on: ['id'] };
    expect(rowsDocument('query', request)).toBe(
      'query TableRows($where: bigbrain_resschedule_bool_exp, $order_by: [bigbrain_resschedule_order_by!], $limit: Int, $offset: Int, $distinct_on: [bigbrain_resschedule_select_column!]) { rows: bigbrain_resschedule(where: $where, order_by: $order_by, limit: $limit, offset: $offset, distinct_on: $distinct_on) { id schedule { shift_date } } }',
    );
    expect(countDocument('subscription', 't')).toContain('subscription TableCount');
    expect(sumDocument('query', 't', ['a', 'b'])).toContain('aggregate { sum { a b } }');
    expect(tableVariables(request, true)).toEqual({ where: request.where, order_by: request.order_by, limit: 10, offset: 20, distinct_on: ['id'] });
    expect(tableVariables(request, false)).toEqual({ where: request.where, order_by: request.order_by, distinct_on: ['id'] });
    expect(TABLE_QUERY_RETRY_ATTEMPTS).toBe(500);
  });
});
