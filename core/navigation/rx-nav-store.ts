import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { ExplorerMode, MetricKey } from '../model';
import type { Clock, KeyValueStore } from '../platform';
import type { AutoRange, DateOnly } from '../time';
import { createDefaultNavState } from './default-nav-state';
import { NavHistory, NAV_HISTORY_LIMIT } from './nav-history';
import { loadNavState, saveNavState } from './nav-persistence';
import type { NavCustom, NavMetricLayout, NavState, NavTask, ReportDataset } from './nav-state';
import type { NavStore } from './nav-store';
import * as t from './nav-transitions';
import { parseNavState } from './parse-nav-state';

export interface RxNavStoreDeps {
  clock: Clock;
  /** Session storage (the workbench adapts window.sessionStorage). */
  storage: KeyValueStore;
  /** The profile's time zone, read at each action so a profile loaded later is honoured. */
  timezone: () => string;
  historyLimit?: number;
}

/** NavStore on an RxJS BehaviorSubject; every emitted state is deeply frozen. */
export class RxNavStore implements NavStore {
  private readonly subject: BehaviorSubject<NavState>;
  private readonly history: NavHistory<NavState>;
  private readonly undoable = new BehaviorSubject(false);
  private readonly redoable = new BehaviorSubject(false);

  readonly navState$: Observable<NavState>;
  readonly canUndo$: Observable<boolean> = this.undoable.pipe(distinctUntilChanged());
  readonly canRedo$: Observable<boolean> = this.redoable.pipe(distinctUntilChanged());

  constructor(private readonly deps: RxNavStoreDeps) {
    this.history = new NavHistory(deps.historyLimit ?? NAV_HISTORY_LIMIT);
    const initial = t.applyAutoRange(loadNavState(deps.storage, this.defaults()), this.context());
    this.subject = new BehaviorSubject(deepFreeze(copy(initial)));
    this.navState$ = this.subject.asObservable();
    saveNavState(deps.storage, initial);
  }

  get state(): NavState {
    return this.subject.value;
  }

  selectEntity(entity: t.EntitySelection): void { this.act((s) => t.selectEntity(s, entity)); }
  setShowChildren(show: boolean): void { this.act((s) => t.setShowChildren(s, show)); }
  setExplorerMode(mode: ExplorerMode): void { this.act((s) => t.setExplorerMode(s, mode)); }
  selectSingleDay(day: DateOnly): void { this.act((s) => t.selectSingleDay(s, day)); }
  selectDateRange(): void { this.act((s) => t.selectDateRange(s)); }
  setKeepCurrent(on: boolean): void { this.act((s, ctx) => t.setKeepCurrent(s, on, ctx)); }
  setCombineShifts(on: boolean, shiftName?: string): void { this.act((s) => t.setCombineShifts(s, on, shiftName)); }
  setShift(shiftName: string): void { this.act((s) => t.setShift(s, shiftName)); }
  setRangeStart(start: DateOnly): void { this.act((s) => t.setRangeStart(s, start)); }
  setRangeEnd(end: DateOnly): void { this.act((s) => t.setRangeEnd(s, end)); }
  setMetric(metric: MetricKey): void { this.act((s) => t.setMetric(s, metric)); }
  setMetricLayout(layout: NavMetricLayout | null): void { this.act((s) => t.setMetricLayout(s, layout)); }
  setTask(task: Partial<NavTask>): void { this.act((s) => t.setTask(s, task)); }
  setAutoRange(change: Partial<AutoRange>): void { this.act((s) => t.setAutoRange(s, change)); }
  setDataset(dataset: string): void { this.act((s) => t.setDataset(s, dataset)); }
  setGraphDataset(dataset: string): void { this.act((s) => t.setGraphDataset(s, dataset)); }
  setReportDataset(dataset: ReportDataset): void { this.act((s) => t.setReportDataset(s, dataset)); }
  setMapState(change: Partial<NavState['mapState']>): void { this.act((s) => t.setMapState(s, change)); }
  setActiveModel(modelId: string | null): void { this.act((s) => t.setActiveModel(s, modelId)); }
  setTabId(tabId: string): void { this.act((s) => t.setTabId(s, tabId)); }
  setActiveNavPreset(euid: string | null): void { this.act((s) => t.setActiveNavPreset(s, euid)); }
  setCustom<K extends keyof NavCustom>(area: K, change: Partial<NavCustom[K]>): void { this.act((s) => t.setCustom(s, area, change)); }
  replace(navstate: unknown): void { this.act(() => parseNavState(navstate, this.defaults())); }

  undo(): void {
    const previous = this.history.undo(this.state);
    if (previous !== undefined) this.publish(previous);
  }

  redo(): void {
    const next = this.history.redo(this.state);
    if (next !== undefined) this.publish(next);
  }

  clearHistory(): void {
    this.history.clear();
    this.publishFlags();
  }

  refresh(): void {
    this.act((s) => s, false);
  }

  applyCurrentShift(current: { shiftDate: DateOnly; shiftName?: string }): void {
    this.act((s) => t.applyCurrentShift(s, current), false);
  }

  /** Runs a transition; on success the state changes as one undo step (unless automatic). */
  private act(transition: (s: NavState, ctx: t.NavContext) => NavState, undoable = true): void {
    const ctx = this.context();
    const next = t.applyAutoRange(transition(this.state, ctx), ctx);
    if (sameState(next, this.state)) return;
    if (undoable) this.history.record(this.state);
    this.publish(next);
  }

  private publish(next: NavState): void {
    // A copy, so freezing never reaches objects the caller still holds (a layout being edited).
    const state = deepFreeze(copy(t.applyAutoRange(next, this.context())));
    saveNavState(this.deps.storage, state);
    this.subject.next(state);
    this.publishFlags();
  }

  private publishFlags(): void {
    this.undoable.next(this.history.canUndo);
    this.redoable.next(this.history.canRedo);
  }

  private context(): t.NavContext {
    return { now: this.deps.clock.now(), timezone: this.deps.timezone() };
  }

  private defaults(): NavState {
    return createDefaultNavState(this.deps.clock, this.deps.timezone());
  }
}

// States are small plain JSON trees, so comparing their serialisations is exact and cheap enough.
function sameState(a: NavState, b: NavState): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
