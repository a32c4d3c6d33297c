import { eventGraphPath } from '../../core/session';
import { computed, makeObservable } from 'mobx';
import type { ExplorerMode as ExplorerModeId } from '../../core/model';
import { REPORT_DATASETS, type NavState, type NavStore, type ReportDataset } from '../../core/navigation';
import { fromRx, type RxBox } from '../api/from-rx';
import type { DatasetContribution, ExplorerMode } from '../api/manifest';
import type { Toasts } from '../api/toasts';
import { navAction } from './nav-action';

/** What the explorer panel offers: the contributions of the enabled plugins (the shell passes them). */
export interface ExplorerContributions {
  modes: readonly ExplorerMode[];
  datasets: readonly DatasetContribution[];
}

/** The kind of the customer dashboards' datasets (document 3 §2.4); each is its own Dataset choice. */
const CUSTOM_KIND = 'Custom';

export interface DatasetChoice {
  label: string;
  value: string;
}

/** What the graph area shows for a Custom dataset: its dashboard's route, or 'Custom Dashboard Unavailable'. */
export type CustomDashboardTarget = { route: string } | 'unavailable';

/** See ExplorerViewModel.customDashboard; pure, so the main area decides the same way. */
export function customDashboardTarget(state: NavState, datasets: readonly DatasetContribution[]): CustomDashboardTarget | null {
  if (state.explorerMode !== 'GRAPH' || state.graphState.activeDataset !== CUSTOM_KIND) return null;
  const d = datasets.find((x) => x.mode === 'GRAPH' && x.kind === CUSTOM_KIND && x.label === state.dataset);
  return d?.route ? { route: d.route } : 'unavailable';
}

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
    /** The build mode that hides the Model button (workbench/config MODEL_MODE_HIDDEN). */
    private readonly modelModeHidden = false,
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
    return this.contributions.modes
      .filter((m) => m.mode !== 'MAP_DESIGN' && !(this.modelModeHidden && m.mode === 'MODEL'))
      .sort((a, b) => a.order - b.order);
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

  /**
   * The Dataset dropdown: each kind once (Metric, Exception...), and each Custom dataset of an
   * enabled customer plugin by its own name (KPI, Performance, Paint Line Metrics, MRP Report).
   */
  get datasetChoices(): DatasetChoice[] {
    const kinds = this.datasetKinds.filter((k) => k !== CUSTOM_KIND).map((k) => ({ label: k, value: k }));
    const custom = this.modeDatasets().filter((d) => d.kind === CUSTOM_KIND).map((d) => ({ label: d.label, value: d.label }));
    return [...kinds, ...custom];
  }

  /** The dropdown's value: the kind, or the Custom dataset's own name. */
  get datasetChoice(): string {
    return this.datasetKind === CUSTOM_KIND ? this.state.dataset : this.datasetKind;
  }

  /** The chosen dataset's contribution in this mode, if an enabled plugin offers it. */
  get activeDataset(): DatasetContribution | undefined {
    return this.modeDatasets().find((d) => d.label === this.state.dataset);
  }

  /** Document 1 §2: hidden in Report mode and for datasets that hide it (paint line, MRP). */
  get showEntitySelector(): boolean {
    return this.mode !== 'REPORT' && !(this.activeDataset?.hides ?? []).includes('entity');
  }

  /** Document 1 §2: hidden in Report mode and for datasets that hide it (MRP). */
  get showTimeframe(): boolean {
    return this.mode !== 'REPORT' && !(this.activeDataset?.hides ?? []).includes('timeframe');
  }

  /**
   * Chooses a Dataset dropdown entry and answers where the main area goes: a Custom dataset's
   * dashboard route, or '/' for the explorer's own views.
   */
  /** Where choosing this Dataset entry leads: a customer dashboard's route, an event analysis, or '/'. */
  datasetPath(value: string): string {
    const custom = this.customDataset(value);
    if (custom) return custom.route ?? '/';
    const first = value === 'Exception' ? this.modeDatasets().find((d) => d.kind === value) : undefined;
    // Exception opens the event analysis of its dataset, /graph/event/{slug} (document 1 §2).
    return first ? eventGraphPath(first.label) : '/';
  }

  /** Applies a Dataset entry; returns datasetPath(value). Navigate there first, so the entry left keeps its state. */
  chooseDataset(value: string): string {
    const path = this.datasetPath(value);
    const custom = this.customDataset(value);
    if (!custom) {
      this.setDatasetKind(value);
      return path;
    }
    navAction(this.toasts, () => this.store.setGraphDataset(CUSTOM_KIND));
    navAction(this.toasts, () => this.store.setDataset(custom.label));
    return path;
  }

  /**
   * Graph mode with a Custom dataset (chosen here, or restored from a preset): the dashboard of an
   * enabled plugin, or 'Custom Dashboard Unavailable' for any other dataset (document 3 §2.4).
   */
  get customDashboard(): CustomDashboardTarget | null {
    return customDashboardTarget(this.state, this.contributions.datasets);
  }

  /** Graph mode's Single Day / Date Range buttons and Combine Shifts are graph only. */
  get graphOnlyControls(): boolean {
    return this.mode === 'GRAPH';
  }

  /** Single Day / Date Range and Combine Shifts: graph mode's (document 1 §4), and Ranking's, which ranks a day or a range per shift (issue 35). */
  get timeframeKindControls(): boolean {
    return this.mode === 'GRAPH' || this.mode === 'RANKING';
  }

  /** Spec: Visible Metrics for Graph with the Metric dataset, or Map mode; Ranking ranks by the metric chosen there. */
  get showVisibleMetrics(): boolean {
    return (this.mode === 'GRAPH' && this.datasetKind === 'Metric') || this.mode === 'MAP' || this.mode === 'RANKING';
  }

  /** Report mode's radio buttons: the Report datasets contributed (transactions, schedule, inventory, location). */
  get reportDatasets(): DatasetContribution[] {
    return this.mode === 'REPORT' ? this.modeDatasets().filter((d) => d.kind === 'Report' && d.key !== undefined) : [];
  }

  get activeReport(): string {
    return this.state.reportState.activeDataset;
  }

  setReport(key: string): void {
    if (!(REPORT_DATASETS as readonly string[]).includes(key)) return;
    navAction(this.toasts, () => this.store.setReportDataset(key as ReportDataset));
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

  private customDataset(label: string): DatasetContribution | undefined {
    return this.modeDatasets().find((d) => d.kind === CUSTOM_KIND && d.label === label);
  }

  private modeDatasets(): DatasetContribution[] {
    return this.contributions.datasets.filter((d) => d.mode === this.mode);
  }
}
