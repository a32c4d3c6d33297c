import { computed, makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { parseApiError } from '../../core/errors';
import type { EntityNode } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import { eventsByDate, eventTotal, reasonPareto, type AnalysedEvent } from '../../core/oee';
import type { Clock } from '../../core/platform';
import { eventDatasetOfSlug, type EventDataset } from '../../core/session';
import { eventQuery, type TableRow } from '../../core/table-query';
import { fromRx, type EntityTree, type RxBox, type SessionStore } from '../../workbench/api';
import type { EventSource } from './event-source';
import { machineKeysUnder } from './machine-keys';

export type PlannedFilter = 'ALL' | 'PLANNED' | 'UNPLANNED';

/** The day after a date (YYYY-MM-DD), for the half-open [start, end) of the event query. */
function nextDay(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The event analysis screen (document 2 §4): the events of the dataset's type for the selected
 * entity's machines, day or range, shift, part and operation (document 2 §7 Event query), as a
 * Pareto by reason and a by-date chart. Downtime weighs minutes, the other types units.
 */
export class EventAnalysisViewModel {
  private readonly nav: RxBox<NavState>;
  private readonly root: RxBox<EntityNode | null>;
  private readonly stop: IReactionDisposer;
  private generation = 0;
  slug = '';
  planned: PlannedFilter = 'ALL';
  status: 'loading' | 'ready' | 'error' = 'loading';
  error = '';
  events: TableRow[] = [];
  loadedAt = 0;

  constructor(
    private readonly store: NavStore,
    private readonly tree: EntityTree,
    private readonly sessions: SessionStore,
    private readonly source: EventSource,
    private readonly clock: Clock,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    this.root = fromRx(tree.root$, tree.root);
    makeObservable<EventAnalysisViewModel, 'requestKey'>(this, {
      slug: observable,
      planned: observable,
      status: observable,
      error: observable,
      events: observableRef,
      loadedAt: observable,
      requestKey: computed,
      dataset: computed,
      pareto: computed,
      byDate: computed,
      total: computed,
    });
    this.stop = reaction(() => this.requestKey, () => void this.reload(), { fireImmediately: true });
  }

  get state(): NavState {
    return this.nav.current;
  }

  get dataset(): EventDataset | undefined {
    return eventDatasetOfSlug(this.slug);
  }

  get isDowntime(): boolean {
    return this.dataset?.type === 'DOWN';
  }

  get unit(): string {
    return this.isDowntime ? 'minutes' : 'units';
  }

  /** The entity the analysis covers: the selection, else the company. */
  get entity(): EntityNode | null {
    const root = this.root.current;
    if (!root) return null;
    const euid = this.state.entity.euid;
    return (euid && euid !== root.euid ? this.tree.find(euid) : undefined) ?? root;
  }

  /** By date is grouped by shift unless shifts are combined or summary mode is on. */
  get byShift(): boolean {
    return !this.state.combineShifts && this.state.shift_summary !== 'SUMMARY';
  }

  get analysed(): AnalysedEvent[] {
    return this.events as unknown as AnalysedEvent[];
  }

  get pareto() {
    return reasonPareto(this.analysed, this.loadedAt);
  }

  get byDate() {
    return eventsByDate(this.analysed, this.loadedAt, this.byShift, this.shiftOrder());
  }

  get total(): number {
    return eventTotal(this.analysed, this.loadedAt);
  }

  setSlug(slug: string): void {
    if (slug !== this.slug) runInAction(() => (this.slug = slug));
  }

  setPlanned(planned: PlannedFilter): void {
    runInAction(() => (this.planned = planned));
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    const dataset = this.dataset;
    const entity = this.entity;
    if (!dataset || !entity) return;
    runInAction(() => (this.status = 'loading'));
    try {
      const s = this.state;
      const keys = machineKeysUnder(entity);
      // The range's end day is included on every other screen: [start, end + 1 day) keeps it here too.
      const time = s.time.day ? { day: s.time.day } : { range: { start: s.time.range.start, end: nextDay(s.time.range.end) } };
      const request = eventQuery({
        machineKeys: keys,
        time,
        shift: s.combineShifts ? null : s.shift,
        part: s.task.part,
        operation: s.task.op,
        types: [dataset.type],
        planned: this.isDowntime && this.planned !== 'ALL' ? this.planned === 'PLANNED' : undefined,
      });
      const rows = keys.length ? await this.source.rows(request) : [];
      if (generation === this.generation) runInAction(() => ((this.events = rows), (this.loadedAt = this.clock.now()), (this.status = 'ready')));
    } catch (error) {
      if (generation === this.generation) runInAction(() => ((this.error = parseApiError(error)), (this.status = 'error')));
    }
  }

  dispose(): void {
    this.stop();
    this.nav.dispose();
    this.root.dispose();
  }

  private get requestKey(): string {
    const s = this.state;
    return JSON.stringify([this.slug, this.planned, s.entity.euid, s.time, s.shift, s.combineShifts, s.task, this.root.current?.euid]);
  }

  private shiftOrder(): string[] {
    const shifts = this.sessions.current?.profile.shifts ?? {};
    return Object.entries(shifts).sort(([, a], [, b]) => a.position - b.position).map(([name]) => name.toUpperCase());
  }
}
