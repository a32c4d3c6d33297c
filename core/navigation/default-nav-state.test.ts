import { describe, expect, it } from 'vitest';
import { FixedClock } from '../platform';
import { createDefaultNavState } from './default-nav-state';
import { navStateSchema } from './nav-state-schema';

describe('default navigation state', () => {
  const state = createDefaultNavState(new FixedClock('2025-04-23T15:00:00Z'), 'America/New_York');

  it('default explorer mode GRAPH; Keep Current and Combine Shifts default true; shift summary SHIFT', () => {
    expect(state).toMatchObject({ explorerMode: 'GRAPH', keepCurrent: true, combineShifts: true, shift_summary: 'SHIFT', shift: '' });
  });

  it('default date range is the current calendar month, and with Keep Current the day is today', () => {
    expect(state.time).toEqual({ range: { start: '2025-04-01', end: '2025-04-30' }, day: '2025-04-23' });
  });

  it('the month and today are those of the profile time zone', () => {
    // 02:00 UTC on 1 May is still 30 April in New York, already 1 May in Berlin.
    const clock = new FixedClock('2025-05-01T02:00:00Z');
    expect(createDefaultNavState(clock, 'America/New_York').time).toEqual({ range: { start: '2025-04-01', end: '2025-04-30' }, day: '2025-04-30' });
    expect(createDefaultNavState(clock, 'Europe/Berlin').time).toEqual({ range: { start: '2025-05-01', end: '2025-05-31' }, day: '2025-05-01' });
  });

  it('carries every navigation state field of the spec, including the custom areas ccc, ino and sch', () => {
    expect(Object.keys(state).sort()).toEqual(
      [
        'custom', 'explorerMode', 'keepCurrent', 'combineShifts', 'graphState', 'mapState', 'modelState', 'reportState', 'autoRange', 'dataset', 'tabId',
        'metric', 'metric_layout', 'entity', 'time', 'shift', 'shift_summary', 'task', 'activeNavPresetEuid',
      ].sort(),
    );
    expect(Object.keys(state.entity).sort()).toEqual(['depth', 'desc', 'euid', 'key', 'max_depth', 'name', 'show_children']);
    expect(state.task).toEqual({ part: '', op: '', prod_line: '' });
    expect(state.mapState).toEqual({ activeMapName: '', view3D: false });
    expect(state.autoRange).toEqual({ active: false, value: 1, unit: 'MONTHS' });
    expect(state.custom.ino).toEqual({ selectedPrograms: [], paintLine4: true, paintLine5: true });
    expect(Object.keys(state.custom.sch.report).sort()).toEqual(['company', 'group', 'lineFrom', 'lineTo', 'partFrom', 'partTo']);
  });

  it('the defaults pass the navigation state schema', () => {
    expect(navStateSchema.safeParse(state).success).toBe(true);
  });
});
