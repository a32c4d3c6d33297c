import type { Observable } from 'rxjs';
import type { ExplorerMode, MetricKey } from '../model';
import type { AutoRange, DateOnly } from '../time';
import type { NavCustom, NavMetricLayout, NavState, NavTask, ReportDataset } from './nav-state';
import type { EntitySelection } from './nav-transitions';
import { serviceToken } from '../platform/service-token';

/**
 * The navigation state and its user actions. Every action either applies completely (one undo
 * step, persisted to session storage) or throws NavStateError and changes nothing.
 */
export interface NavStore {
  readonly navState$: Observable<NavState>;
  /** The current state, for synchronous readers (shortcuts, preset save). */
  readonly state: NavState;
  readonly canUndo$: Observable<boolean>;
  readonly canRedo$: Observable<boolean>;

  selectEntity(entity: EntitySelection): void;
  setShowChildren(show: boolean): void;
  setExplorerMode(mode: ExplorerMode): void;
  selectSingleDay(day: DateOnly): void;
  selectDateRange(): void;
  setKeepCurrent(on: boolean): void;
  setCombineShifts(on: boolean, shiftName?: string): void;
  setShift(shiftName: string): void;
  setRangeStart(start: DateOnly): void;
  setRangeEnd(end: DateOnly): void;
  setMetric(metric: MetricKey): void;
  setMetricLayout(layout: NavMetricLayout | null): void;
  setTask(task: Partial<NavTask>): void;
  setAutoRange(change: Partial<AutoRange>): void;
  setDataset(dataset: string): void;
  setGraphDataset(dataset: string): void;
  setReportDataset(dataset: ReportDataset): void;
  setMapState(change: Partial<NavState['mapState']>): void;
  setActiveModel(modelId: string | null): void;
  setTabId(tabId: string): void;
  setActiveNavPreset(euid: string | null): void;
  setCustom<K extends keyof NavCustom>(area: K, change: Partial<NavCustom[K]>): void;
  /** Loads a preset's navstate (validated, laid over the defaults). */
  replace(navstate: unknown): void;

  undo(): void;
  redo(): void;
  /** Called when presets are reloaded: the undo and redo history is cleared. */
  clearHistory(): void;

  /** Automatic updates (not undo steps): re-applies the auto range, e.g. at local midnight. */
  refresh(): void;
  /** Automatic update while Keep Current is on: the running shift's date and, when not combined, its name. */
  applyCurrentShift(current: { shiftDate: DateOnly; shiftName?: string }): void;
}
export const NavStore = serviceToken<NavStore>('core.NavStore');
