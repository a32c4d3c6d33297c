import { describe, expect, it } from 'vitest';
import { rowsAfter, sortKeys } from './keyset';

// Ascending puts nulls last, so the rows after a value are the greater ones and the nulls (for an id, none).
const idAfter = (id: number) => ({ _or: [{ id: { _gt: id } }, { id: { _is_null: true } }] });

describe('keyset paging (issue 33 §3: the server reads an export in batches after the last row)', () => {
  it('reads nested relationship sorts as dotted paths, in order', () => {
    expect(sortKeys([{ schedule: { shift_date: 'desc' } }, { id: 'asc' }])).toEqual([
      { path: 'schedule.shift_date', direction: 'desc' },
      { path: 'id', direction: 'asc' },
    ]);
  });

  it('descending then id: an earlier time, or the same time and a higher id', () => {
    expect(rowsAfter([{ timestamp: 'desc' }, { id: 'asc' }], { timestamp: 't', id: 7 })).toEqual({
      _or: [{ _and: [{ timestamp: { _lt: 't' } }] }, { _and: [{ timestamp: { _eq: 't' } }, idAfter(7)] }],
    });
  });

  it('nulls sort as PostgreSQL sorts them: last ascending (a value is followed by the nulls), first descending', () => {
    expect(rowsAfter([{ end: 'asc' }, { id: 'asc' }], { end: 'e', id: 1 })._or?.[0]).toEqual({ _and: [{ _or: [{ end: { _gt: 'e' } }, { end: { _is_null: true } }] }] });
    // After a null in ascending order only rows with the same null and a higher id follow.
    expect(rowsAfter([{ end: 'asc' }, { id: 'asc' }], { end: null, id: 1 })).toEqual({ _or: [{ _and: [{ end: { _is_null: true } }, idAfter(1)] }] });
    // Descending: nulls come first, so after a null come every non-null and the later nulls.
    expect(rowsAfter([{ end: 'desc' }, { id: 'asc' }], { end: null, id: 1 })).toEqual({
      _or: [{ _and: [{ end: { _is_null: false } }] }, { _and: [{ end: { _is_null: true } }, idAfter(1)] }],
    });
  });
});
