import { EXPLORER_MODES, METRIC_KEYS, type EntityNode, type ExplorerMode, type MetricKey } from '../model';
import { assertAutoRangeSetting, assertDateOnly, computeAutoRange, dateInZone, InvalidTimeInputError, type AutoRange, type DateOnly } from '../time';
import { activeMetric } from '../metrics/refresh-metric-layout';
import { navMetricLayoutSchema } from './nav-state-schema';
import { NavStateError } from './nav-state-error';
import { REPORT_DATASETS, type NavCustom, type NavMetricLayout, type NavState, type NavTask, type ReportDataset } from './nav-state';

/** What a transition may need to know besides the state: the time and the profile's time zone. */
export interface NavContext {
  now: number;
  timezone: string;
}

export type EntitySelection = Pick<EntityNode, 'euid' | 'name' | 'desc' | 'key' | 'depth' | 'max_depth'>;

// Pure transitions, one per user action. Each refuses bad input by throwing before anything changes.

/** Spec: selecting an entity clears the task part and op. */
export function selectEntity(s: NavState, entity: EntitySelection): NavState {
  requireText(entity?.euid, 'entity euid');
  const { euid, name, desc, key, depth, max_depth } = entity;
  if (!Number.isInteger(depth) || !Number.isInteger(max_depth) || depth < 0 || max_depth < 0) {
    throw new NavStateError(`The entity depth and max_depth must be whole numbers of at least 0, got ${depth} and ${max_depth}`);
  }
  return { ...s, entity: { ...s.entity, euid, name, desc, key, depth, max_depth }, task: { ...s.task, part: '', op: '' } };
}

export function setShowChildren(s: NavState, show: boolean): NavState {
  return { ...s, entity: { ...s.entity, show_children: requireBoolean(show, 'children display') } };
}

export function setExplorerMode(s: NavState, mode: ExplorerMode): NavState {
  if (!EXPLORER_MODES.includes(mode)) throw new NavStateError(`Unknown explorer mode ${JSON.stringify(mode)}; expected one of ${EXPLORER_MODES.join(', ')}`);
  return { ...s, explorerMode: mode };
}

/** Spec: Single Day sets the day. */
export function selectSingleDay(s: NavState, day: DateOnly): NavState {
  return { ...s, time: { ...s.time, day: timeInput(() => assertDateOnly(day, 'day')) } };
}

/** Spec: Date Range clears the day and turns off children display. */
export function selectDateRange(s: NavState): NavState {
  return { ...s, time: { ...s.time, day: null }, entity: { ...s.entity, show_children: false } };
}

/** Spec: Keep Current sets the day to today (in the profile time zone). */
export function setKeepCurrent(s: NavState, on: boolean, ctx: NavContext): NavState {
  requireBoolean(on, 'Keep Current');
  return on ? { ...s, keepCurrent: true, time: { ...s.time, day: dateInZone(ctx.now, ctx.timezone) } } : { ...s, keepCurrent: false };
}

/** Spec: with Combine Shifts on, the shift is cleared and the summary mode is SUMMARY; off, the chosen shift name is used. */
export function setCombineShifts(s: NavState, on: boolean, shiftName?: string): NavState {
  requireBoolean(on, 'Combine Shifts');
  if (on) return { ...s, combineShifts: true, shift: '', shift_summary: 'SUMMARY' };
  const shift = shiftName === undefined ? s.shift : requireText(shiftName, 'shift name');
  return { ...s, combineShifts: false, shift, shift_summary: 'SHIFT' };
}

/** Choosing a shift in the Shift dropdown (shown only when shifts are not combined). */
export function setShift(s: NavState, shiftName: string): NavState {
  return { ...s, combineShifts: false, shift: requireText(shiftName, 'shift name'), shift_summary: 'SHIFT' };
}

/** Spec: date range ordering: if start is moved after end, end follows. */
export function setRangeStart(s: NavState, start: DateOnly): NavState {
  const date = timeInput(() => assertDateOnly(start, 'start date'));
  const end = date > s.time.range.end ? date : s.time.range.end;
  return { ...s, time: { ...s.time, range: { start: date, end } } };
}

/** Spec: date range ordering: if end is moved before start, start follows. */
export function setRangeEnd(s: NavState, end: DateOnly): NavState {
  const date = timeInput(() => assertDateOnly(end, 'end date'));
  const start = date < s.time.range.start ? date : s.time.range.start;
  return { ...s, time: { ...s.time, range: { start, end: date } } };
}

export function setMetric(s: NavState, metric: MetricKey): NavState {
  if (!METRIC_KEYS.includes(metric)) throw new NavStateError(`Unknown metric ${JSON.stringify(metric)}`);
  return { ...s, metric };
}

/** A new layout; the active metric falls back to the first in the layout when the layout drops it. */
export function setMetricLayout(s: NavState, layout: NavMetricLayout | null): NavState {
  if (layout === null) return { ...s, metric_layout: null };
  const parsed = navMetricLayoutSchema.safeParse(layout);
  if (!parsed.success) throw new NavStateError(`Invalid metric layout: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const metric = activeMetric(layout, s.metric) ?? s.metric;
  return { ...s, metric_layout: layout, metric };
}

export function setTask(s: NavState, task: Partial<NavTask>): NavState {
  for (const [field, value] of Object.entries(task)) {
    if (!(field in s.task)) throw new NavStateError(`Unknown task field ${JSON.stringify(field)}`);
    if (typeof value !== 'string') throw new NavStateError(`The task ${field} must be text`);
  }
  return { ...s, task: { ...s.task, ...task } };
}

/** Auto-range number minimum 1; the range itself is recomputed by applyAutoRange. */
export function setAutoRange(s: NavState, change: Partial<AutoRange>): NavState {
  const autoRange = { ...s.autoRange, ...change };
  timeInput(() => assertAutoRangeSetting(autoRange));
  requireBoolean(autoRange.active, 'automatic range switch');
  return { ...s, autoRange };
}

export function setDataset(s: NavState, dataset: string): NavState {
  return { ...s, dataset: requireText(dataset, 'dataset') };
}

export function setGraphDataset(s: NavState, dataset: string): NavState {
  return { ...s, graphState: { activeDataset: requireText(dataset, 'graph dataset') } };
}

export function setReportDataset(s: NavState, dataset: ReportDataset): NavState {
  if (!REPORT_DATASETS.includes(dataset)) throw new NavStateError(`Unknown report ${JSON.stringify(dataset)}; expected one of ${REPORT_DATASETS.join(', ')}`);
  return { ...s, reportState: { activeDataset: dataset } };
}

export function setMapState(s: NavState, change: Partial<NavState['mapState']>): NavState {
  if (change.activeMapName !== undefined && typeof change.activeMapName !== 'string') throw new NavStateError('The map name must be text');
  if (change.view3D !== undefined) requireBoolean(change.view3D, '2D/3D switch');
  if (change.trail !== undefined && !(Array.isArray(change.trail) && change.trail.every((id) => typeof id === 'string' && id !== ''))) {
    throw new NavStateError('The map level trail must be a list of level ids');
  }
  // Another map starts at its top level.
  const otherMap = change.activeMapName !== undefined && change.activeMapName !== s.mapState.activeMapName;
  const { trail: _old, ...kept } = s.mapState;
  const base = otherMap && change.trail === undefined ? kept : s.mapState;
  return { ...s, mapState: { ...base, ...change } };
}

export function setActiveModel(s: NavState, modelId: string | null): NavState {
  return { ...s, modelState: { activeModelId: modelId === null ? null : requireText(modelId, 'model id') } };
}

export function setTabId(s: NavState, tabId: string): NavState {
  return { ...s, tabId: requireText(tabId, 'tab id') };
}

export function setActiveNavPreset(s: NavState, euid: string | null): NavState {
  return { ...s, activeNavPresetEuid: euid === null ? null : requireText(euid, 'preset euid') };
}

/** Updates one custom area (ccc, ino or sch) of the company's dashboards. */
export function setCustom<K extends keyof NavCustom>(s: NavState, area: K, change: Partial<NavCustom[K]>): NavState {
  if (!(area in s.custom)) throw new NavStateError(`Unknown custom area ${JSON.stringify(area)}`);
  for (const field of Object.keys(change)) {
    if (!(field in s.custom[area])) throw new NavStateError(`Unknown field ${JSON.stringify(field)} of custom area ${area}`);
  }
  return { ...s, custom: { ...s.custom, [area]: { ...s.custom[area], ...change } } };
}

/** Spec: auto range, when active, recomputes start and end on any change. */
export function applyAutoRange(s: NavState, ctx: NavContext): NavState {
  if (!s.autoRange.active) return s;
  const range = computeAutoRange(s.autoRange, ctx.now, ctx.timezone);
  return range.start === s.time.range.start && range.end === s.time.range.end ? s : { ...s, time: { ...s.time, range } };
}

/**
 * Keep Current follows the running shift: its shift date becomes the day, its name the shift when not
 * combined. A date range is left alone: Keep Current is about the single day, and a recalculation must not
 * turn the user's range back into a day.
 */
export function applyCurrentShift(s: NavState, current: { shiftDate: DateOnly; shiftName?: string }): NavState {
  if (!s.keepCurrent || s.time.day === null) return s;
  const day = timeInput(() => assertDateOnly(current.shiftDate, 'shift date'));
  const shift = !s.combineShifts && current.shiftName ? current.shiftName : s.shift;
  return { ...s, time: { ...s.time, day }, shift };
}

function requireText(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new NavStateError(`The ${what} must be non-empty text, got ${JSON.stringify(value)}`);
  return value;
}

function requireBoolean(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new NavStateError(`The ${what} must be true or false, got ${JSON.stringify(value)}`);
  return value;
}

/** Time helpers throw their own error type; the store reports every refusal as a NavStateError. */
function timeInput<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof InvalidTimeInputError) throw new NavStateError(e.message);
    throw e;
  }
}
