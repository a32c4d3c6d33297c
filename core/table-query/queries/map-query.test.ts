import { describe, expect, it } from 'vitest';
import { mapQuery } from './map-query';

describe('map query (spec 2.7)', () => {
  it("limit 99999, by the day's first 10 characters, machine keys in the map's list, and the shift", () => {
    const q = mapQuery({ time: { day: '2025-03-03T05:00:00.000Z' }, machineKeys: ['M1', 'M2'], shift: 'Day', combineShifts: false });
    expect(q.limit).toBe(99_999);
    expect(q.where).toEqual({
      _and: [{ shift_date: { _eq: '2025-03-03' } }, { entity: { key: { _in: ['M1', 'M2'] } } }, { shift_key: { _eq: 'DAY' } }],
    });
  });

  it('by range when no day is set, without shift while shifts are combined', () => {
    const q = mapQuery({ time: { range: { start: '2025-03-01', end: '2025-03-07' } }, machineKeys: ['M1'], shift: 'Day', combineShifts: true });
    expect(q.where).toEqual({ _and: [{ shift_date: { _gte: '2025-03-01', _lte: '2025-03-07' } }, { entity: { key: { _in: ['M1'] } } }] });
  });
});
