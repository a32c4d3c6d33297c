import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { parseApiError } from '../../core/errors';
import { METRIC_KEYS, type MetricKey } from '../../core/model';
import { isMachineDetail, type NavState, type NavStore } from '../../core/navigation';
import type { BackendSessionInfo } from '../../core/session';
import { ExplorerFeed } from '../../workbench/kit/explorer/explorer-feed';
import { fromRx, type RxBox, type BackendState, type DataRefresh, type EntityTree, type HttpClient, type SessionStore } from '../../workbench/api';
import { CONSOLIDATED_PATH, consolidatedBody, type ConsolidatedValue } from './consolidated-metrics';
import { dashboardRequest, type Bucketing } from './dashboard-request';
import { buildSeries, grandTotals, type Series } from './graph-series';
import { queuedRows } from './regen-progress';
import type { ResultRowsSource } from './result-rows-source';

export type GraphStatus = 'loading' | 'ready' | 'error';

/** GraphViewModel's services, by name. */
export interface GraphViewModelDeps {
  readonly store: NavStore;
  readonly tree: EntityTree;
  readonly sessions: SessionStore;
  readonly source: ResultRowsSource;
  readonly http: HttpClient;
  readonly backendState: BackendState;
  readonly refresh: DataRefresh;
}

/**
 * The graph dashboard (document 3 §2.1-2.3): loads the result rows of the navigation state's
 * selection whenever it changes, and says which of loading, 'Data regen in progress', 'Data not
 * found' or the charts to show. Non-big-brain users on the live day (Keep Current) get the
 * consolidated dashboard (§2.2) from the consolidated-metrics call instead.
 */
export class GraphViewModel {
  private readonly feed: ExplorerFeed;
  private readonly backend: RxBox<BackendSessionInfo | null>;
  private generation = 0;
  /** The machine whose day this dashboard was opened on (its metric charts), else null. */
  private readonly chartsOf: string | null;
  status: GraphStatus = 'loading';
  error = '';
  series: Series[] = [];
  bucketing: Bucketing = 'day';
  consolidated: ConsolidatedValue[] = [];
  /** Which of the two dashboards the last answer was for (null before any): its data stays on screen while the next loads. */
  private loadedMode: boolean | null = null;

  private readonly store: NavStore;
  private readonly tree: EntityTree;
  private readonly sessions: SessionStore;
  private readonly source: ResultRowsSource;
  private readonly http: HttpClient;

  constructor(
    { store, tree, sessions, source, http, backendState, refresh }: GraphViewModelDeps,
  ) {
    this.store = store;
    this.tree = tree;
    this.sessions = sessions;
    this.source = source;
    this.http = http;

    this.feed = new ExplorerFeed({ store, tree, refresh });
    this.chartsOf = machineOf(store.state);
    this.backend = fromRx(backendState.info$, null);
    makeObservable<GraphViewModel, 'requestKey' | 'loadedMode'>(this, {
      status: observable,
      loadedMode: observable,
      error: observable,
      series: observableRef,
      bucketing: observable,
      consolidated: observableRef,
      requestKey: computed,
      consolidatedMode: computed,
      hasData: computed,
      refreshing: computed,
      queued: computed,
      reload: action,
    });
    this.feed.follow(() => this.requestKey, () => void this.reload());
  }

  get state(): NavState {
    return this.feed.state;
  }

  /** §2.2: the alternate (consolidated) dashboard for a user who is not big-brain, on the live day. */
  get consolidatedMode(): boolean {
    const s = this.sessions.current;
    return s !== undefined && !s.isBigBrain && this.state.keepCurrent && this.state.time.day !== null;
  }

  get metric(): MetricKey {
    return this.state.metric;
  }

  /** The layout's metrics (every metric before a layout exists). */
  get visibleMetrics(): MetricKey[] {
    return this.state.metric_layout?.metrics ?? [...METRIC_KEYS];
  }

  /** Side charts: the visible metrics other than the main chart's. */
  get sideMetrics(): MetricKey[] {
    return this.visibleMetrics.filter((m) => m !== this.metric);
  }

  get hasData(): boolean {
    return this.consolidatedMode ? this.consolidated.length > 0 : this.series.some((s) => s.points.length > 0);
  }

  /** Loading, with the last answer's charts of the same dashboard still shown. */
  get refreshing(): boolean {
    return this.status === 'loading' && this.loadedMode === this.consolidatedMode && this.hasData;
  }

  get queued(): number {
    return queuedRows(this.backend.current);
  }

  /**
   * §2.1: with no data, 'Data regen in progress' while the backend queues are non-empty, else 'Data
   * not found'. While another selection loads, the charts of the last one stay (refreshing): they are
   * updated in place when its answer comes, not torn down and drawn again (issue 39).
   */
  get view(): 'loading' | 'error' | 'regen' | 'empty' | 'data' {
    if (this.status === 'loading') return this.refreshing ? 'data' : 'loading';
    if (this.status === 'error') return 'error';
    if (this.hasData) return 'data';
    return this.queued > 0 ? 'regen' : 'empty';
  }

  get totals() {
    return grandTotals(this.series);
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    const company = this.feed.company;
    if (!company) return;
    // Another machine's day picked: the graph view swaps this dashboard for that machine's
    // dashboard (graph-view.tsx), which reads its own data; this query's answer was thrown away
    // (issue 39). Only the dashboard opened as a machine day's metric charts shows that machine.
    const machine = machineOf(this.state);
    if (machine !== null && machine !== this.chartsOf) return;
    this.status = 'loading';
    try {
      if (this.consolidatedMode) {
        const values = await this.http
          .post<ConsolidatedValue[]>(CONSOLIDATED_PATH, consolidatedBody(this.state, company.euid, this.visibleMetrics))
          .catch((e: unknown) => {
            console.error('Consolidated metrics failed', e); // §8: a failure gives empty data
            return [];
          });
        if (generation === this.generation) runInAction(() => ((this.consolidated = values), (this.loadedMode = true), (this.status = 'ready')));
        return;
      }
      const { request, bucketing, perEntity } = dashboardRequest(this.state, company);
      const rows = await this.source.rows(request);
      const order = bucketing === 'shift' ? this.shiftOrder() : [];
      const bucketOf = bucketing === 'shift' ? (r: Record<string, unknown>) => String(r.shift_key) : (r: Record<string, unknown>) => String(r.shift_date).slice(0, 10);
      const series = buildSeries(rows, bucketOf, order, perEntity);
      if (generation === this.generation) runInAction(() => ((this.series = series), (this.bucketing = bucketing), (this.loadedMode = false), (this.status = 'ready')));
    } catch (error) {
      if (generation === this.generation) runInAction(() => ((this.error = parseApiError(error)), (this.loadedMode = null), (this.status = 'error')));
    }
  }

  dispose(): void {
    this.feed.dispose();
    this.backend.dispose();
  }

  /** What a change of these fields means: a new query (the metric only changes what is drawn). */
  private get requestKey(): string {
    const s = this.state;
    return JSON.stringify([s.entity, s.time, s.shift, s.combineShifts, s.keepCurrent, this.consolidatedMode && s.metric_layout?.metrics, this.feed.company?.euid]);
  }

  private shiftOrder(): string[] {
    const shifts = this.sessions.current?.profile.shifts ?? {};
    return Object.entries(shifts)
      .sort(([, a], [, b]) => a.position - b.position)
      .map(([name]) => name.toUpperCase());
  }
}

const machineOf = (s: NavState) => (isMachineDetail(s) ? s.entity.euid : null);
