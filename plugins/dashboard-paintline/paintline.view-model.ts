import { action, computed, makeObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { parseApiError } from '../../core/errors';
import type { NavState, NavStore } from '../../core/navigation';
import { isProgramVisible, paintLinePercentages, selectAllPrograms, setPaintLine, toggleProgram, type PaintLine, type PaintLinePercentages, type PaintLineState } from './common/paint-line';
import { fromRx, type RxBox, type Toasts } from '../../workbench/api';
import type { PaintlineSource, Program, ProgramEventRow } from './paintline-source';

/** Machine keys of the two paint lines in the data set. */
export const LINE_KEYS: Record<PaintLine, string> = { 4: 'PL4', 5: 'PL5' };

export interface PaintlineDay extends PaintLinePercentages {
  date: string;
  PROD: number;
  RJCT: number;
  SCRP: number;
  RWRK: number;
  DOWN: number;
}

/**
 * Paint Line Metrics (document 3 §2.4, §4, §9): the events of the chosen lines over the
 * navigation state's range, the visible programs, and per day the quantities and percentages.
 */
export class PaintlineViewModel {
  events: ProgramEventRow[] = [];
  loading = true;
  error: string | null = null;
  private readonly nav: RxBox<NavState>;
  private readonly reloads: IReactionDisposer;
  private request = 0;

  constructor(
    private readonly store: NavStore,
    private readonly source: PaintlineSource,
    private readonly toasts: Toasts,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    makeObservable(this, {
      events: observableRef,
      loading: observable,
      error: observable,
      state: computed,
      range: computed,
      programs: computed,
      days: computed,
      setLine: action,
    });
    this.reloads = reaction(
      () => [this.range.start, this.range.end, this.state.paintLine4, this.state.paintLine5].join('|'),
      () => void this.load(),
    );
  }

  get state(): PaintLineState {
    return this.nav.current.custom.ino;
  }

  /** The chosen single day, or the date range (document 1 §3: day is null in Date Range mode). */
  get range(): { start: string; end: string } {
    const { day, range } = this.nav.current.time;
    return day ? { start: day, end: day } : range;
  }

  get lineKeys(): string[] {
    return ([4, 5] as const).filter((l) => this.state[`paintLine${l}`]).map((l) => LINE_KEYS[l]);
  }

  /** Programs that ran on the chosen lines in the range, by name. */
  get programs(): Program[] {
    const byEuid = new Map<string, Program>();
    for (const e of this.events) byEuid.set(e.program.euid, e.program);
    return [...byEuid.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  isVisible(euid: string): boolean {
    return isProgramVisible(this.state, euid);
  }

  /** Per shift date, in date order, the quantities and percentages of the visible programs. */
  get days(): PaintlineDay[] {
    const byDate = new Map<string, Record<'PROD' | 'RJCT' | 'SCRP' | 'RWRK' | 'DOWN', number>>();
    for (const e of this.events) {
      if (!this.isVisible(e.program.euid)) continue;
      const q = byDate.get(e.shift_date) ?? { PROD: 0, RJCT: 0, SCRP: 0, RWRK: 0, DOWN: 0 };
      q[e.type] += e.quantity;
      byDate.set(e.shift_date, q);
    }
    return [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, q]) => ({ date, ...q, ...paintLinePercentages(q) }));
  }

  async load(): Promise<void> {
    const id = ++this.request;
    runInAction(() => (this.loading = true));
    try {
      const events = await this.source.events(this.range, this.lineKeys);
      if (id !== this.request) return;
      runInAction(() => {
        this.events = events;
        this.error = null;
      });
    } catch (e) {
      if (id !== this.request) return;
      console.error('paint line:', e);
      runInAction(() => (this.error = parseApiError(e)));
    } finally {
      if (id === this.request) runInAction(() => (this.loading = false));
    }
  }

  /** Document 3 §4: both off switches the other on; a change of lines clears the programs. */
  setLine(line: PaintLine, on: boolean): void {
    this.apply(setPaintLine(this.state, line, on));
  }

  /** Selecting all clears the selection. */
  selectAll(): void {
    this.apply(selectAllPrograms(this.state));
  }

  toggleProgram(euid: string): void {
    this.apply(toggleProgram(this.state, euid, this.programs.map((p) => p.euid)));
  }

  private apply(next: PaintLineState): void {
    try {
      this.store.setCustom('ino', next);
    } catch (e) {
      this.toasts.show({ severity: 'error', summary: 'Error', detail: parseApiError(e), life: 4000 });
    }
  }

  dispose(): void {
    this.reloads();
    this.nav.dispose();
  }
}
