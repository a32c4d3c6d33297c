import type { Clock } from '../platform';
import { currentMonthRange, dateInZone } from '../time';
import type { NavState } from './nav-state';

/**
 * Spec defaults (document 1, sections 3 and 9): explorer mode GRAPH, Keep Current and Combine
 * Shifts on, shift summary SHIFT, date range the current calendar month in the profile time zone.
 * Keep Current being on, the day is today. Other defaults are ours and documented in the report.
 */
export function createDefaultNavState(clock: Clock, timezone: string): NavState {
  const now = clock.now();
  return {
    custom: {
      ccc: { kpiGraphs: [] },
      ino: { selectedPrograms: [], paintLine4: true, paintLine5: true },
      sch: { report: { company: '', group: '', partFrom: '', partTo: '', lineFrom: '', lineTo: '' } },
    },
    explorerMode: 'GRAPH',
    keepCurrent: true,
    combineShifts: true,
    graphState: { activeDataset: 'Metric' },
    mapState: { activeMapName: '', view3D: false },
    modelState: { activeModelId: null },
    reportState: { activeDataset: 'transactions' },
    autoRange: { active: false, value: 1, unit: 'MONTHS' },
    dataset: 'Metric',
    tabId: 'explorer',
    metric: 'EFFICIENCY',
    metric_layout: null,
    entity: { euid: '', depth: 0, max_depth: 0, name: '', desc: '', key: '', show_children: true },
    time: { range: currentMonthRange(now, timezone), day: dateInZone(now, timezone) },
    shift: '',
    shift_summary: 'SHIFT',
    task: { part: '', op: '', prod_line: '' },
    activeNavPresetEuid: null,
  };
}
