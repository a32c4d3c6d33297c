import { action, computed, makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { AVERAGE_UPDATED_TOAST, errorToast, parseApiError } from '../../../core/errors';
import type { NavState, NavStore } from '../../../core/navigation';
import { TIMELINE_BUCKET_MINUTES, type MachineDashboardView } from '../../../core/oee';
import { fromRx, type DataRefresh, type RxBox, type SessionStore, type Toasts } from '../../../workbench/api';
import type { DashboardCompute } from './dashboard-compute';
import type { MachineDataSource, MachineDayRows } from './machine-data-source';

/** The timeline's average window before one is saved: 4 steps (one hour). */
export const DEFAULT_AVERAGE_STEPS = 4;

export type MachineDashboardStatus = 'loading' | 'ready' | 'error';

/** MachineDashboardViewModel's services, by name. */
export interface MachineDashboardViewModelDeps {
  readonly store: NavStore;
  readonly source: MachineDataSource;
  readonly compute: DashboardCompute;
  readonly toasts: Toasts;
  readonly sessions: SessionStore;
  readonly refresh: DataRefresh;
}

/**
 * The machine dashboard (document 2 §4): loads the machine's day (results, schedules, 15-minute
 * counts, the remembered timeline average), then has the background computation turn it into
 * what the screen draws, again whenever the shift, the task or the average changes.
 */
export class MachineDashboardViewModel {
  private readonly nav: RxBox<NavState>;
  private readonly stops: IReactionDisposer[];
  private readonly refreshes: { unsubscribe(): void };
  private loads = 0;
  private computes = 0;
  status: MachineDashboardStatus = 'loading';
  error = '';
  rows: MachineDayRows | null = null;
  view: MachineDashboardView | null = null;
  averageSteps = DEFAULT_AVERAGE_STEPS;
  savingAverage = false;

  private readonly store: NavStore;
  private readonly source: MachineDataSource;
  private readonly compute: DashboardCompute;
  private readonly toasts: Toasts;
  private readonly sessions: SessionStore;

  constructor(
    { store, source, compute, toasts, sessions, refresh }: MachineDashboardViewModelDeps,
  ) {
    this.store = store;
    this.source = source;
    this.compute = compute;
    this.toasts = toasts;
    this.sessions = sessions;

    // The worker's script (loaded on first use) comes in beside the day's rows, not after them (issue 39).
    compute.prepare();
    this.nav = fromRx(store.navState$, store.state);
    makeObservable<MachineDashboardViewModel, 'loadKey' | 'computeKey'>(this, {
      status: observable,
      error: observable,
      rows: observableRef,
      view: observableRef,
      averageSteps: observable,
      savingAverage: observable,
      loadKey: computed,
      computeKey: computed,
      shift: computed,
      reload: action,
      setTask: action,
      saveAverage: action,
    });
    this.stops = [
      reaction(() => this.loadKey, () => void this.reload(), { fireImmediately: true }),
      reaction(() => this.computeKey, () => void this.recompute()),
      reaction(() => [this.state.entity.euid, this.state.task.part].join('\u0000'), () => void this.loadAverage(), { fireImmediately: true }),
    ];
    this.refreshes = refresh.ticks$.subscribe(() => void this.reload());
  }

  get state(): NavState {
    return this.nav.current;
  }

  /** The upper-cased shift, or null when shifts are combined (the SUMMARY rows). */
  get shift(): string | null {
    const s = this.state;
    return s.combineShifts || !s.shift ? null : s.shift.toUpperCase();
  }

  get canSaveAverage(): boolean {
    return !(this.sessions.current?.isDemo ?? false);
  }

  async reload(): Promise<void> {
    const generation = ++this.loads;
    const { entity, time } = this.state;
    if (!time.day || !entity.euid) return;
    this.status = 'loading';
    try {
      const rows = await this.source.day({ euid: entity.euid, key: entity.key }, time.day.slice(0, 10));
      if (generation !== this.loads) return;
      runInAction(() => (this.rows = rows));
      await this.recompute();
    } catch (e) {
      if (generation !== this.loads) return;
      runInAction(() => {
        this.status = 'error';
        this.error = parseApiError(e);
      });
    }
  }

  /** Part and task of the Tasks picker: choosing a part clears a task that part does not have. */
  setTask(part: string, op: string): void {
    this.store.setTask({ part, op });
  }

  /** The timeline settings' Save: remembered on the server for the machine and part. */
  async saveAverage(steps: number): Promise<boolean> {
    this.savingAverage = true;
    try {
      await this.source.saveAverage(this.state.entity.euid, this.state.task.part, steps * TIMELINE_BUCKET_MINUTES);
      runInAction(() => (this.averageSteps = steps));
      this.toasts.show(AVERAGE_UPDATED_TOAST);
      return true;
    } catch (e) {
      this.toasts.show(errorToast(parseApiError(e)));
      return false;
    } finally {
      runInAction(() => (this.savingAverage = false));
    }
  }

  /** The detail view's share action: stores this navigation state and shows the link to it. */
  dispose(): void {
    for (const stop of this.stops) stop();
    this.refreshes.unsubscribe();
    this.nav.dispose();
  }

  private get loadKey(): string {
    const { entity, time } = this.state;
    return JSON.stringify([entity.euid, entity.key, time.day]);
  }

  private get computeKey(): string {
    const { task } = this.state;
    return JSON.stringify([this.shift, task.part, task.op, this.averageSteps]);
  }

  private async recompute(): Promise<void> {
    const rows = this.rows;
    if (!rows) return;
    const generation = ++this.computes;
    const { task } = this.state;
    try {
      const view = await this.compute.view({ ...rows, shift: this.shift, task: { part: task.part || null, op: task.op || null }, averageSteps: this.averageSteps });
      if (generation !== this.computes) return;
      runInAction(() => {
        this.view = view;
        this.status = 'ready';
      });
    } catch (e) {
      if (generation !== this.computes) return;
      runInAction(() => {
        this.status = 'error';
        this.error = parseApiError(e);
      });
    }
  }

  private async loadAverage(): Promise<void> {
    const { entity, task } = this.state;
    if (!entity.euid) return;
    try {
      const minutes = await this.source.average(entity.euid, task.part);
      const steps = minutes ? Math.max(1, Math.round(minutes / TIMELINE_BUCKET_MINUTES)) : DEFAULT_AVERAGE_STEPS;
      if (entity.euid === this.state.entity.euid && task.part === this.state.task.part) runInAction(() => (this.averageSteps = steps));
    } catch {
      // Without a remembered average the default window applies; the dashboard itself still loads.
    }
  }
}
