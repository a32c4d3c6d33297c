import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { parseApiError } from '../../core/errors';
import { currentFlowId, drillBackTo, drillInto, ROOT_TRAIL, trailLabels, type Backdrop, type DrillTrail, type MapNode } from '../../core/map-design';
import type { MetricThresholdSetup } from '../../core/metrics';
import { DEFAULT_TIMEZONE } from '../../core/session';
import type { NavState, NavStore } from '../../core/navigation';
import type { ProductionTotals } from '../../core/oee';
import { ExplorerFeed } from '../../workbench/kit/explorer/explorer-feed';
import { type DataRefresh, type EntityTree, type ListedMap, type MapDesigns, type SessionStore } from '../../workbench/api';
import { cardMetrics, DEFAULT_CARD_METRICS, mapRequest, totalsByMachine, type CardMetric } from './map-cards';
import type { MapRowsSource } from './map-rows-source';
import { machinesUnder, zoneFigure, type ZoneFigure } from './zone-figure';

/** Live updates: the map's numbers are read again every minute while it is open. */
export const MAP_POLL_MS = 60_000;

export type MapStatus = 'loading' | 'ready' | 'error';

/** What the viewer draws for one node of the current level. */
export interface ViewerNode {
  node: MapNode;
  label: string;
  machineKey: string | null;
  locationKey: string | null;
  /** The machine's card; null for a machine without results in the selection. */
  card: CardMetric[] | null;
  /** Drill links of the node: direction and target flow. */
  links: Array<{ direction: 'N' | 'E' | 'S' | 'W' | 'T'; flowId: string }>;
  /** The level a click on the node opens: its T (inside) link, else its first link; null for a node that opens its details. */
  drillTo: string | null;
  /** The explorer's chosen metric over the machines the node stands for; null for a node standing for none. */
  figure: ZoneFigure | null;
}

/** MapViewerViewModel's services, by name. */
export interface MapViewerViewModelDeps {
  readonly store: NavStore;
  readonly designs: MapDesigns;
  readonly source: MapRowsSource;
  readonly tree: EntityTree;
  readonly refresh: DataRefresh;
  readonly sessions: SessionStore;
}

/**
 * The map viewer (Map mode, document 2 §2): the chosen map (mapState.activeMapName, else the
 * company's default map), the level trail, and a metric card on every machine node from the map
 * query for the explorer's day or range and shift, refreshed every minute.
 */
export class MapViewerViewModel {
  private readonly feed: ExplorerFeed;
  private readonly poll: ReturnType<typeof setInterval>;
  private loads = 0;
  status: MapStatus = 'loading';
  error = '';
  maps: ListedMap[] = [];
  totals = new Map<string, ProductionTotals>();
  dataStatus: MapStatus = 'loading';
  updatedAt: number | null = null;
  /** Metric Setup thresholds, loaded with the rows so a changed threshold shows at the next refresh. */
  thresholds: Partial<Record<string, MetricThresholdSetup>> = {};

  private readonly store: NavStore;
  private readonly designs: MapDesigns;
  private readonly source: MapRowsSource;
  private readonly tree: EntityTree;
  private readonly sessions: SessionStore;

  constructor(
    { store, designs, source, tree, refresh, sessions }: MapViewerViewModelDeps,
  ) {
    this.store = store;
    this.sessions = sessions;
    this.designs = designs;
    this.source = source;
    this.tree = tree;

    this.feed = new ExplorerFeed({ store, tree, refresh });
    makeObservable<MapViewerViewModel, 'requestKey'>(this, {
      status: observable,
      error: observable,
      maps: observableRef,
      trail: computed,
      totals: observableRef,
      dataStatus: observable,
      updatedAt: observable,
      thresholds: observableRef,
      activeMap: computed,
      nodes: computed,
      backdrop: computed,
      requestKey: computed,
      drillInto: action,
      drillBackTo: action,
    });
    this.feed.follow(() => this.requestKey, () => void this.loadRows({ busy: true }), () => void this.reload());
    this.poll = setInterval(() => void this.loadRows(), MAP_POLL_MS);
    void this.loadMaps();
  }

  get state(): NavState {
    return this.feed.state;
  }

  /** The map named in the navigation state, else the default map, else the first one. */
  get activeMap(): ListedMap | null {
    const name = this.state.mapState.activeMapName;
    return this.maps.find((m) => m.name === name) ?? this.maps.find((m) => m.default) ?? this.maps[0] ?? null;
  }

  /**
   * The level trail, kept in the navigation state (mapState.trail) so that a shared or restored view
   * opens at its level; one naming a level the map does not have reads as the top level.
   */
  get trail(): DrillTrail {
    const saved = this.state.mapState.trail;
    const flows = this.activeMap?.design.flows;
    if (!saved || !flows || saved[0] !== ROOT_TRAIL[0]) return ROOT_TRAIL;
    return saved.every((id) => flows[id] !== undefined) ? saved : ROOT_TRAIL;
  }

  get levels(): Array<{ label: string; level: number }> {
    return trailLabels(this.trail).map((label, level) => ({ label, level }));
  }

  get backdrop(): Backdrop | undefined {
    return this.activeMap?.design.flowHelpers[currentFlowId(this.trail)];
  }

  /** The zone the Profile names: the 'updated' time is read in it, not in the browser's. */
  get timezone(): string {
    return this.sessions.current?.profile.timezone ?? DEFAULT_TIMEZONE;
  }

  get metrics() {
    return this.state.metric_layout?.metrics.length ? this.state.metric_layout.metrics : DEFAULT_CARD_METRICS;
  }

  get nodes(): ViewerNode[] {
    const map = this.activeMap;
    if (!map) return [];
    const { design } = map;
    const modes = this.state.metric_layout?.display_modes ?? {};
    return (design.flows[currentFlowId(this.trail)]?.nodes ?? []).map((node) => {
      const machineKey = design.machine_xref.node_to_key[node.id] ?? null;
      const locationKey = design.location_xref.node_to_key[node.id] ?? null;
      const totals = machineKey ? this.totals.get(machineKey) : undefined;
      const extra = node.data.extra;
      const links = (['N', 'E', 'S', 'W', 'T'] as const)
        .map((direction) => ({ direction, flowId: extra[`link_${direction.toLowerCase()}` as 'link_n'] }))
        .filter((l) => l.flowId !== '' && design.flows[l.flowId] !== undefined);
      const label = extra.label || (machineKey ? this.machineName(machineKey) : locationKey ?? '') || `Node ${node.id}`;
      const drillTo = (links.find((l) => l.direction === 'T') ?? links[0])?.flowId ?? null;
      const figure = zoneFigure(machinesUnder(design, node.id), this.totals, this.state.metric, this.thresholds);
      return { node, label, machineKey, locationKey, card: totals ? cardMetrics(totals, this.metrics, modes, this.thresholds) : null, links, drillTo, figure };
    });
  }

  drillInto(flowId: string): void {
    this.store.setMapState({ trail: drillInto(this.trail, flowId) });
  }

  drillBackTo(level: number): void {
    this.store.setMapState({ trail: drillBackTo(this.trail, level) });
  }

  /** 'Click me to create a map!': over to map design mode. */
  createMap(): void {
    this.store.setExplorerMode('MAP_DESIGN');
  }

  async reload(): Promise<void> {
    await this.loadMaps();
    await this.loadRows({ busy: true });
  }

  dispose(): void {
    this.feed.dispose();
    clearInterval(this.poll);
  }

  private get requestKey(): string {
    const s = this.state;
    return JSON.stringify([this.activeMap?.name, this.machineKeys(), s.time, s.shift, s.combineShifts]);
  }

  private machineKeys(): string[] {
    return Object.keys(this.activeMap?.design.machine_xref.key_to_node ?? {}).sort();
  }

  private machineName(key: string): string {
    const find = (n: { key: string; name: string; children: readonly { key: string; name: string; children: readonly unknown[] }[] } | null): string | undefined => {
      if (!n) return undefined;
      if (n.key === key) return n.name;
      for (const c of n.children) {
        const hit = find(c as typeof n);
        if (hit) return hit;
      }
      return undefined;
    };
    return find(this.tree.root) ?? key;
  }

  private async loadMaps(): Promise<void> {
    try {
      const maps = await this.designs.list();
      runInAction(() => {
        this.maps = maps;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.status = 'error';
        this.error = parseApiError(e);
      });
    }
  }

  /**
   * busy: a new question (another map, level, day or metric) shows the map busy until its rows are in,
   * so nobody reads the last question's figures (or 'No results' before the map's machines were known)
   * as its answer; the minute's poll refreshes the same question quietly.
   */
  private async loadRows({ busy = false } = {}): Promise<void> {
    const keys = this.machineKeys();
    const generation = ++this.loads;
    if (busy && keys.length > 0) runInAction(() => (this.dataStatus = 'loading'));
    if (keys.length === 0) {
      runInAction(() => {
        this.totals = new Map();
        this.dataStatus = 'ready';
      });
      return;
    }
    try {
      const [rows, thresholds] = await Promise.all([
        this.source.rows(mapRequest(this.state, keys)),
        // Without the setup the cards still draw, in document 2 §9's default bands.
        this.source.thresholds?.().catch((e: unknown) => (console.error('metric setup:', e), {})) ?? {},
      ]);
      if (generation !== this.loads) return;
      runInAction(() => {
        this.totals = totalsByMachine(rows);
        this.thresholds = thresholds;
        this.dataStatus = 'ready';
        this.updatedAt = Date.now();
      });
    } catch (e) {
      if (generation !== this.loads) return;
      runInAction(() => {
        this.dataStatus = 'error';
        this.error = parseApiError(e);
      });
    }
  }
}
