import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { parseApiError } from '../../core/errors';
import type { MetricThresholdSetup } from '../../core/metrics';
import type { EntityNode, MetricKey } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import { loadAnalysedEvents, machinesUnder, type MachineUnder } from '../../core/oee';
import type { Clock } from '../../core/platform';
import { eventGraphPath } from '../../core/session';
import { shiftsFromProfile } from '../../core/shifts';
import { ExplorerFeed } from '../../workbench/kit/explorer/explorer-feed';
import { type DataRefresh, type EntityTree, type HttpClient, type SessionStore } from '../../workbench/api';
import { fetchMetricThresholds } from '../../workbench/kit/metric-setup/fetch-metric-setup';
import { reasonsByMachine } from './common/machine-reasons';
import { previousPeriod, type ScopeTime } from './common/previous-period';
import { dangerStateOf, rankMachines, sortRanking, type DangerState, type RankedMachine, type RankingColumn, type RankingInput, type SortDirection } from './common/ranking';
import { rankingRowsRequest } from './common/ranking-request';
import type { RankingRows } from './ranking-rows';

/** RankingViewModel's services, by name. */
export interface RankingViewModelDeps {
  readonly store: NavStore;
  readonly tree: EntityTree;
  readonly sessions: SessionStore;
  readonly source: RankingRows;
  readonly http: HttpClient;
  readonly clock: Clock;
  readonly refresh: DataRefresh;
}

/**
 * The Ranking (issue 35 point 1): every machine under the chosen entity, worst first by the chosen
 * metric over the chosen day or range and shift, with its losses, top unplanned downtime reasons and trend.
 */
export class RankingViewModel {
  private readonly feed: ExplorerFeed;
  private generation = 0;
  status: 'loading' | 'ready' | 'error' = 'loading';
  error = '';
  ranked: RankedMachine[] = [];
  thresholds: Partial<Record<string, MetricThresholdSetup>> = {};
  /** null: the worst-first order; else the column the user sorted by. */
  sort: { column: RankingColumn; direction: SortDirection } | null = null;

  private readonly store: NavStore;
  private readonly tree: EntityTree;
  private readonly sessions: SessionStore;
  private readonly source: RankingRows;
  private readonly http: HttpClient;
  private readonly clock: Clock;

  constructor({ store, tree, sessions, source, http, clock, refresh }: RankingViewModelDeps) {
    this.store = store;
    this.tree = tree;
    this.sessions = sessions;
    this.source = source;
    this.http = http;
    this.clock = clock;
    this.feed = new ExplorerFeed({ store, tree, refresh });
    makeObservable<RankingViewModel, 'requestKey'>(this, {
      status: observable,
      error: observable,
      ranked: observableRef,
      thresholds: observableRef,
      sort: observableRef,
      requestKey: computed,
      rows: computed,
    });
    this.feed.follow(() => this.requestKey, () => void this.reload());
  }

  get state(): NavState {
    return this.feed.state;
  }

  get metric(): MetricKey {
    return this.state.metric;
  }

  /** The entity ranked: the selection, else the company. */
  get entity(): EntityNode | null {
    const root = this.feed.company;
    if (!root) return null;
    const euid = this.state.entity.euid;
    return (euid && euid !== root.euid ? this.tree.find(euid) : undefined) ?? root;
  }

  get shift(): string | null {
    return this.state.combineShifts ? null : this.state.shift || null;
  }

  get dangerState(): DangerState {
    return dangerStateOf(this.metric, this.thresholds[this.metric]?.danger_state);
  }

  /** 'previous day' or 'previous 7 days': what the trend compares with. */
  get periodName(): string {
    const t = this.state.time;
    if (t.day) return 'previous day';
    const p = previousPeriod(t);
    const days = Math.round((Date.parse(p.range.end) - Date.parse(p.range.start)) / 86_400_000) + 1;
    return `previous ${days} days`;
  }

  /** The ranked machines in the order the user chose (worst first until a column is sorted). */
  get rows(): RankedMachine[] {
    return this.sort ? sortRanking(this.ranked, this.sort.column, this.sort.direction) : this.ranked;
  }

  /** A header click: that column, the other direction when it is already sorted by it. */
  sortBy(column: RankingColumn): void {
    const same = this.sort?.column === column;
    runInAction(() => (this.sort = { column, direction: same && this.sort?.direction === 'asc' ? 'desc' : 'asc' }));
  }

  /** The machine's dashboard: the Graph mode on the machine (its machine dashboard for a day). */
  openMachine(machine: RankedMachine): void {
    this.selectMachine(machine);
    this.store.setExplorerMode('GRAPH');
  }

  /** The machine's downtime event analysis for the same scope; returns the route to open. */
  openEvents(machine: RankedMachine): string {
    this.selectMachine(machine);
    this.store.setDataset('Downtime');
    return eventGraphPath('Downtime');
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    const entity = this.entity;
    if (!entity) return;
    runInAction(() => (this.status = 'loading'));
    try {
      const machines = machinesUnder(entity);
      const [data, thresholds] = await Promise.all([this.load(entity, machines), fetchMetricThresholds(this.http)]);
      const metric = this.metric;
      const ranked = rankMachines({ ...data, machines, metric, dangerState: dangerStateOf(metric, thresholds[metric]?.danger_state) });
      if (generation === this.generation) runInAction(() => ((this.ranked = ranked), (this.thresholds = thresholds), (this.status = 'ready')));
    } catch (error) {
      if (generation === this.generation) runInAction(() => ((this.error = parseApiError(error)), (this.status = 'error')));
    }
  }

  dispose(): void {
    this.feed.dispose();
  }

  /** The scope's and the previous period's result rows, and the scope's downtime reasons by machine. */
  private async load(entity: EntityNode, machines: MachineUnder[]): Promise<Pick<RankingInput, 'currentRows' | 'previousRows' | 'reasons'>> {
    if (machines.length === 0) return { currentRows: [], previousRows: [], reasons: new Map() };
    const time: ScopeTime = this.state.time;
    const now = this.clock.now();
    const [currentRows, previousRows, events] = await Promise.all([
      this.source.rows(rankingRowsRequest(machines, time, this.shift)),
      this.source.rows(rankingRowsRequest(machines, previousPeriod(time), this.shift)),
      loadAnalysedEvents(this.source, {
        entity,
        type: 'DOWN',
        time,
        shift: this.shift,
        part: null,
        op: null,
        // The reasons behind the availability loss: planned stops (breaks, lunch) are not a loss to explain.
        planned: 'UNPLANNED',
        shifts: shiftsFromProfile(this.sessions.current?.profile.shifts ?? {}),
        now,
      }),
    ]);
    return { currentRows, previousRows, reasons: reasonsByMachine(events, now) };
  }

  private selectMachine(m: RankedMachine): void {
    const node = this.tree.find(m.euid);
    if (!node) throw new Error(`Machine ${m.name} is no longer in the entity tree`);
    this.store.selectEntity({ euid: node.euid, name: node.name, desc: node.desc, key: node.key, depth: node.depth, max_depth: node.max_depth });
  }

  /** A new query when the scope changes; the metric re-ranks the same machines, so it reloads too (cheap). */
  private get requestKey(): string {
    const s = this.state;
    return JSON.stringify([s.entity.euid, s.time, s.shift, s.combineShifts, s.metric, this.feed.company?.euid]);
  }
}
