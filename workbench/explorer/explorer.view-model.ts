import { computed, makeObservable } from 'mobx';
import type { ExplorerMode as ExplorerModeId } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import { fromRx, type RxBox } from '../api/from-rx';
import type { DatasetContribution, ExplorerMode } from '../api/manifest';
import type { Toasts } from '../api/toasts';
import { navAction } from './nav-action';

/** What the explorer panel offers: the contributions of the enabled plugins (the shell passes them). */
export interface ExplorerContributions {
  modes: readonly ExplorerMode[];
  datasets: readonly DatasetContribution[];
}

/** Datasets that have no entity selector or no timeframe (document 1 §2, document 2 §2). */
const NO_ENTITY_DATASETS = /paint ?line|mrp/i;
const NO_TIMEFRAME_DATASETS = /mrp/i;

/**
 * The top of the Data Explorer: display-mode buttons (only modes contributed by enabled plugins),
 * the Dataset dropdown with its Exception sub-dropdown, and which panels show for the mode and
 * dataset (entity selector, timeframe, Visible Metrics).
 */
export class ExplorerViewModel {
  private readonly nav: RxBox<NavState>;
  private contributions: ExplorerContributions = { modes: [], datasets: [] };

  constructor(
    private readonly store: NavStore,
    private readonly toasts: Toasts,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    makeObservable(this, { state: computed });
  }

  get state(): NavState {
    return this.nav.current;
  }

  /** Set by the panel from its props (contributions are static data of the enabled plugins). */
  setContributions(contributions: ExplorerContributions): void {
    this.contributions = contributions;
  }

  /** Display-mode buttons: Graph, Map, Model, Report (document 2 §2); map design is entered from the map viewer and the menu. */
  get modes(): ExplorerMode[] {
    return this.contributions.modes.filter((m) => m.mode !== 'MAP_DESIGN').sort((a, b) => a.order - b.order);
  }

  get mode(): ExplorerModeId {
    return this.state.explorerMode;
  }

  /** The Dataset dropdown's kinds for the current mode (Metric, Exception...), in contribution order. */
  get datasetKinds(): string[] {
    return [...new Set(this.modeDatasets().map((d) => d.kind))];
  }

  get datasetKind(): string {
    const chosen = this.modeDatasets().find((d) => d.label === this.state.dataset);
    return chosen?.kind ?? this.state.graphState.activeDataset;
  }

  /** Spec: the Exception sub-dropdown appears when the dataset is Exception. */
  get exceptionDatasets(): DatasetContribution[] {
    return this.datasetKind === 'Exception' ? this.modeDatasets().filter((d) => d.kind === 'Exception') : [];
  }

  get showEntitySelector(): boolean {
    return this.mode !== 'REPORT' && !NO_ENTITY_DATASETS.test(this.state.dataset);
  }

  get showTimeframe(): boolean {
    return this.mode !== 'REPORT' && !NO_TIMEFRAME_DATASETS.test(this.state.dataset);
  }

  /** Graph mode's Single Day / Date Range buttons and Combine Shifts are graph only. */
  get graphOnlyControls(): boolean {
    return this.mode === 'GRAPH';
  }

  /** Spec: Visible Metrics for Graph with the Metric dataset, or Map mode. */
  get showVisibleMetrics(): boolean {
    return (this.mode === 'GRAPH' && this.datasetKind === 'Metric') || this.mode === 'MAP';
  }

  setMode(mode: ExplorerModeId): void {
    navAction(this.toasts, () => this.store.setExplorerMode(mode));
  }

  /** Choosing a kind: Metric is its own dataset; Exception picks its first dataset until one is chosen. */
  setDatasetKind(kind: string): void {
    const first = this.modeDatasets().find((d) => d.kind === kind);
    if (!first) return;
    navAction(this.toasts, () => this.store.setGraphDataset(kind));
    navAction(this.toasts, () => this.store.setDataset(first.label));
  }

  setDataset(label: string): void {
    navAction(this.toasts, () => this.store.setDataset(label));
  }

  dispose(): void {
    this.nav.dispose();
  }

  private modeDatasets(): DatasetContribution[] {
    return this.contributions.datasets.filter((d) => d.mode === this.mode);
  }
}
