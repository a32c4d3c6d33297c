import { describe, expect, it } from 'vitest';
import { callbackCellText, visibleColumns, type ColumnDefinition } from './column-definition';

type Row = { a: number };

describe('column definitions (spec 2.3)', () => {
  it('a callback column without a callback shows N/A', () => {
    expect(callbackCellText<Row>({ field: 'x', column_type: 'callback', header: 'X' }, { a: 1 })).toBe('N/A');
    expect(callbackCellText<Row>({ field: 'x', column_type: 'callback', header: 'X', callback: (r) => `#${r.a}` }, { a: 1 })).toBe('#1');
  });

  it('hidden flag and hidden type both hide a column', () => {
    const cols: ColumnDefinition<never>[] = [
      { field: 'a', column_type: 'int', header: 'A' },
      { field: 'b', column_type: 'hidden', header: 'B' },
      { field: 'c', column_type: 'string', header: 'C', hidden: true },
    ];
    expect(visibleColumns(cols).map((c) => c.field)).toEqual(['a']);
  });
});
