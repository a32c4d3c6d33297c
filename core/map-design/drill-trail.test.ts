import { describe, expect, it } from 'vitest';
import { currentFlowId, drillBackTo, drillInto, ROOT_TRAIL, trailLabels } from './drill-trail';

describe('level trail (spec 2.2 Map viewer, 2.4 Map design)', () => {
  it('drilling pushes a flow id onto the trail', () => {
    const t = drillInto(drillInto(ROOT_TRAIL, '1-N'), '2-T');
    expect(t).toEqual(['ROOT', '1-N', '2-T']);
    expect(currentFlowId(t)).toBe('2-T');
  });

  it('going back to an earlier level pops the levels above it', () => {
    const t = ['ROOT', '1-N', '2-T', '3-E'];
    expect(drillBackTo(t, 1)).toEqual(['ROOT', '1-N']);
    expect(drillBackTo(t, 0)).toEqual(['ROOT']);
    expect(() => drillBackTo(t, 4)).toThrow('There is no level 4 in the trail');
  });

  it("the header shows the flow id for the first level, then 'Lvl n'", () => {
    expect(trailLabels(['ROOT', '1-N', '2-T'])).toEqual(['ROOT', 'Lvl 1', 'Lvl 2']);
  });

  it('an empty link cannot be drilled into', () => {
    expect(() => drillInto(ROOT_TRAIL, '')).toThrow('Cannot drill into an empty link');
  });
});
