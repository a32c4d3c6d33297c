import { describe, expect, it } from 'vitest';
import { dashboardQuery, entityWhere } from './dashboard-query';

const site = { euid: 'S1', depth: 1, max_depth: 3 };
const company = { euid: 'C1', depth: 0, max_depth: 3, children: [{ euid: 'S1' }, { euid: 'S2' }] };

describe('dashboard rows query (spec 2.7 Result-entity queries)', () => {
  it('limit 999999, ordered by shift_date ascending, shift_date equal to the day', () => {
    const q = dashboardQuery({ entity: site, time: { day: '2025-03-03' }, shift: 'Day', combineShifts: true });
    expect(q.table).toBe('bigbrain_resentity');
    expect(q.limit).toBe(999_999);
    expect(q.order_by).toEqual([{ shift_date: 'asc' }]);
    expect(q.where).toEqual({ _and: [{ shift_date: { _eq: '2025-03-03' } }, { entity: { euid: { _eq: 'S1' } } }] });
  });

  it('without a day, shift_date lies between range start and end (both included)', () => {
    const q = dashboardQuery({ entity: site, time: { day: null, range: { start: '2025-03-01T00:00:00', end: '2025-03-31' } }, combineShifts: true });
    expect((q.where._and ?? [])[0]).toEqual({ shift_date: { _gte: '2025-03-01', _lte: '2025-03-31' } });
  });

  it('shift_key equals the upper-cased shift unless shifts are combined', () => {
    const byShift = dashboardQuery({ entity: site, time: { day: '2025-03-03' }, shift: 'Night', combineShifts: false });
    expect(byShift.where._and).toContainEqual({ shift_key: { _eq: 'NIGHT' } });
    const combined = dashboardQuery({ entity: site, time: { day: '2025-03-03' }, shift: 'Night', combineShifts: true });
    expect(JSON.stringify(combined.where)).not.toContain('shift_key');
  });

  it.each([
    ['a company-level selection filters by the euids of the first-level entities', company, { entity: { euid: { _in: ['S1', 'S2'] } } }],
    ['an entity with children shown filters by parent', { ...site, show_children: true }, { entity: { parent: { euid: { _eq: 'S1' } } } }],
    ['a machine (deepest level) filters by its own euid even with children shown', { euid: 'M1', depth: 3, max_depth: 3, show_children: true }, { entity: { euid: { _eq: 'M1' } } }],
    ['an entity without children shown filters by its own euid', site, { entity: { euid: { _eq: 'S1' } } }],
  ])('%s', (_rule, entity, where) => {
    expect(entityWhere(entity)).toEqual(where);
  });

  it.each([
    [{ day: '03/03/2025' }, "Day must be a date (YYYY-MM-DD), got '03/03/2025'"],
    [{ day: null, range: null }, 'A day or a date range is required'],
    [{ range: { start: '2025-03-31', end: '2025-03-01' } }, 'Range start 2025-03-31 is after range end 2025-03-01'],
  ])('bad time input gets a clear error (%j)', (time, message) => {
    expect(() => dashboardQuery({ entity: site, time, combineShifts: true })).toThrow(message);
  });
});
