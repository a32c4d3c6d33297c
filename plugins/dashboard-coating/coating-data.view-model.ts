import { computed, makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { parseApiError } from '../../core/errors';
import type { NavState, NavStore } from '../../core/navigation';
import { groupCoatingOps, type CoatingTotals } from './common/coating-actuals';
import { fromRx, type RxBox } from '../../workbench/api';
import type { CoatingData, CoatingSource } from './coating-source';

/**
 * The coating data of the navigation state's range and shift, reloaded when they change. The KPI
 * and Performance view-models build on it.
 */
export class CoatingDataViewModel {
  data: CoatingData = { ops: [], target: null, downtime: [] };
  loading = true;
  error: string | null = null;
  protected readonly nav: RxBox<NavState>;
  private readonly reloads: IReactionDisposer;
  private request = 0;

  constructor(
    protected readonly store: NavStore,
    private readonly source: CoatingSource,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    makeObservable(this, { data: observableRef, loading: observable, error: observable, range: computed, shift: computed, daily: computed });
    this.reloads = reaction(
      () => [this.range.start, this.range.end, this.shift].join('|'),
      () => void this.load(),
    );
  }

  /** The chosen single day, or the date range (document 1 §3: day is null in Date Range mode). */
  get range(): { start: string; end: string } {
    const { day, range } = this.nav.current.time;
    return day ? { start: day, end: day } : range;
  }

  get combineShifts(): boolean {
    return this.nav.current.combineShifts;
  }

  /** The shown shift when shifts are not combined; null for whole days. */
  get shift(): string | null {
    return this.nav.current.combineShifts ? null : this.nav.current.shift || null;
  }

  /** The dates and shift shown, as the page's heading and its PDF's title write them. */
  get scopeLabel(): string {
    return `${this.range.start} to ${this.range.end} · ${this.shift ? `${this.shift} shift` : 'all shifts'}`;
  }

  /** Daily Performance: the rows summed per shift date. */
  get daily(): Array<{ key: string; totals: CoatingTotals }> {
    return groupCoatingOps(this.data.ops, (r) => r.shift_date);
  }

  async load(): Promise<void> {
    const id = ++this.request;
    runInAction(() => (this.loading = true));
    try {
      const data = await this.source.load(this.range, this.shift);
      if (id !== this.request) return;
      runInAction(() => {
        this.data = data;
        this.error = null;
      });
    } catch (e) {
      if (id !== this.request) return;
      console.error('coating data:', e);
      runInAction(() => (this.error = parseApiError(e)));
    } finally {
      if (id === this.request) runInAction(() => (this.loading = false));
    }
  }

  dispose(): void {
    this.reloads();
    this.nav.dispose();
  }
}
