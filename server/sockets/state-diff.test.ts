import { describe, expect, it } from 'vitest';
import { isEmptyPatch, patchBetween, snapshotOf } from './state-diff';

describe('state patches (document 2 section 4: the backend socket receives state patches)', () => {
  const before = snapshotOf({ sch_queue: [{ machine_key: 'M1' }], ent_queue: [], users: [], progress: { inpevents: 3 } });

  it('a patch carries only the keys whose value changed', () => {
    const after = snapshotOf({ sch_queue: [], ent_queue: [], users: [], progress: { inpevents: 3 } });
    expect(patchBetween(before, after)).toEqual({ sch_queue: [] });
  });

  it('an unchanged state gives an empty patch, so nothing is sent', () => {
    const same = snapshotOf({ sch_queue: [{ machine_key: 'M1' }], ent_queue: [], users: [], progress: { inpevents: 3 } });
    expect(isEmptyPatch(patchBetween(before, same))).toBe(true);
  });

  it('a nested change (a progress counter) sends the whole field', () => {
    const after = snapshotOf({ sch_queue: [{ machine_key: 'M1' }], ent_queue: [], users: [], progress: { inpevents: 4 } });
    expect(patchBetween(before, after)).toEqual({ progress: { inpevents: 4 } });
  });

  it('the first patch against an empty snapshot is the full state, with dates as ISO text', () => {
    const at = new Date('2026-03-01T07:00:00Z');
    expect(patchBetween(new Map(), snapshotOf({ last_input: at, errors: undefined }))).toEqual({
      last_input: '2026-03-01T07:00:00.000Z',
      errors: null,
    });
  });
});
