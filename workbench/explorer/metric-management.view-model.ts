import { action, computed, makeObservable, observable } from 'mobx';
import { errorToast } from '../../core/errors';
import { defaultDisplayMode, displayModeKind, setDisplayMode, setThresholds, type DisplayModeKind, type StoredMetricLayout, type ThresholdInput } from '../../core/metrics';
import { METRIC_KEYS, type MetricKey } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import { fromRx, type RxBox } from '../api/from-rx';
import type { SessionStore } from '../api/session';
import type { Toasts } from '../api/toasts';
import { labelsFor } from './metric-labels';
import { navAction } from './nav-action';

/** The layout used before the server's metric setup arrives (or for a big-brain profile, which never loads it). */
function fallbackLayout(): StoredMetricLayout {
  return {
    rev: 0,
    name: 'default',
    metrics: [...METRIC_KEYS],
    display_modes: Object.fromEntries(METRIC_KEYS.map((k) => [k, defaultDisplayMode()])),
  };
}

/**
 * Visible Metrics and the Metric Management dialog (document 1 §2, §4 "Display modes", §5): an
 * available and an active list, moved between by drag or by keyboard-accessible buttons, the
 * active order, the display mode (report, gauge or check, mutually exclusive) and the thresholds
 * (0..100). Each change is one undoable NavStore step.
 */
export class MetricManagementViewModel {
  private readonly nav: RxBox<NavState>;
  dialogVisible = false;
  /** The metric whose threshold settings dialog is open. */
  settingsFor: MetricKey | null = null;

  constructor(
    private readonly store: NavStore,
    private readonly sessions: SessionStore,
    private readonly toasts: Toasts,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    makeObservable(this, {
      dialogVisible: observable,
      settingsFor: observable,
      layout: computed,
      active: computed,
      available: computed,
      label: computed,
      showDialog: action,
      openSettings: action,
    });
  }

  get layout(): StoredMetricLayout {
    return this.nav.current.metric_layout ?? fallbackLayout();
  }

  get active(): MetricKey[] {
    return this.layout.metrics;
  }

  get available(): MetricKey[] {
    return METRIC_KEYS.filter((k) => !this.layout.metrics.includes(k));
  }

  get activeMetric(): MetricKey {
    return this.nav.current.metric;
  }

  get label(): (key: MetricKey) => string {
    return labelsFor(this.sessions.current?.profile.metric_names);
  }

  displayMode(key: MetricKey): DisplayModeKind | undefined {
    const mode = this.layout.display_modes[key];
    return mode ? displayModeKind(mode) : undefined;
  }

  showDialog(visible: boolean): void {
    this.dialogVisible = visible;
  }

  openSettings(key: MetricKey | null): void {
    this.settingsFor = key;
  }

  setActiveMetric(key: MetricKey): void {
    navAction(this.toasts, () => this.store.setMetric(key));
  }

  /** Moves a metric from the available list to the active one, at `index` (default: the end). */
  activate(key: MetricKey, index = this.active.length): void {
    if (this.active.includes(key)) return this.reorder(key, index);
    const metrics = [...this.active];
    metrics.splice(clamp(index, 0, metrics.length), 0, key);
    const display_modes = { ...this.layout.display_modes, [key]: this.layout.display_modes[key] ?? defaultDisplayMode() };
    this.commit({ ...this.layout, metrics, display_modes });
  }

  /** Back to the available list; the last visible metric stays (a dashboard needs one). */
  deactivate(key: MetricKey): void {
    if (!this.active.includes(key)) return;
    if (this.active.length === 1) {
      this.toasts.show(errorToast('At least one metric must stay visible.'));
      return;
    }
    const { [key]: _dropped, ...display_modes } = this.layout.display_modes;
    this.commit({ ...this.layout, metrics: this.active.filter((k) => k !== key), display_modes });
  }

  reorder(key: MetricKey, index: number): void {
    const metrics = this.active.filter((k) => k !== key);
    if (metrics.length === this.active.length) return;
    metrics.splice(clamp(index, 0, metrics.length), 0, key);
    this.commit({ ...this.layout, metrics });
  }

  moveUp(key: MetricKey): void {
    this.reorder(key, this.active.indexOf(key) - 1);
  }

  moveDown(key: MetricKey): void {
    this.reorder(key, this.active.indexOf(key) + 1);
  }

  /** Spec: report, gauge and check are mutually exclusive per metric. */
  setDisplayMode(key: MetricKey, kind: DisplayModeKind): void {
    this.guarded(() => this.commit(setDisplayMode(this.layout, key, kind)));
  }

  /** Spec: red, yellow and check thresholds lie between 0 and 100; anything else is refused whole. */
  saveThresholds(key: MetricKey, input: ThresholdInput): boolean {
    const ok = this.guarded(() => this.commit(setThresholds(this.layout, key, input)));
    if (ok) this.openSettings(null);
    return ok;
  }

  dispose(): void {
    this.nav.dispose();
  }

  private commit(layout: StoredMetricLayout): void {
    navAction(this.toasts, () => this.store.setMetricLayout(layout));
  }

  private guarded(change: () => void): boolean {
    return navAction(this.toasts, change);
  }
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
