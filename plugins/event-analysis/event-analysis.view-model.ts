import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { parseApiError, PDF_CONTENT_MISSING } from '../../core/errors';
import type { EntityNode } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import { eventsByDate, eventTotal, loadAnalysedEvents, machinesUnder, reasonPareto, selectedDays, type AnalysedEvent, type PlannedFilter } from '../../core/oee';
import type { Clock } from '../../core/platform';
import { shiftsFromProfile } from '../../core/shifts';
import { eventDatasetOfSlug, type EventDataset } from '../../core/session';
import { exportLimitWarning } from '../../core/table-query';
import { ExplorerFeed } from '../../workbench/kit/explorer/explorer-feed';
import { type DataRefresh, type EntityTree, type SessionStore, type Toasts } from '../../workbench/api';
import { eventsByHour, machineBreakdown, reasonDescriptions } from './event-breakdowns';
import { EVENT_XLSX, eventSheet } from './event-exports';
import type { EventSource } from './event-source';

export type { PlannedFilter };

/** EventAnalysisViewModel's services, by name. */
export interface EventAnalysisViewModelDeps {
  readonly store: NavStore;
  readonly tree: EntityTree;
  readonly sessions: SessionStore;
  readonly source: EventSource;
  readonly clock: Clock;
  readonly toasts: Toasts;
  readonly refresh: DataRefresh;
}

/**
 * The event analysis screen (document 2 §4): the events of the dataset's type for the selected
 * entity's machines, day or range, shift, part and operation (document 2 §7 Event query), as a
 * Pareto by reason and a by-date chart. Downtime weighs minutes, the other types units.
 */
export class EventAnalysisViewModel {
  private readonly feed: ExplorerFeed;
  private generation = 0;
  slug = '';
  planned: PlannedFilter = 'ALL';
  status: 'loading' | 'ready' | 'error' = 'loading';
  error = '';
  events: AnalysedEvent[] = [];
  loadedAt = 0;
  /** The export running now, for the buttons' busy state. */
  exporting: 'xlsx' | 'pdf' | null = null;

  private readonly store: NavStore;
  private readonly tree: EntityTree;
  private readonly sessions: SessionStore;
  private readonly source: EventSource;
  private readonly clock: Clock;
  private readonly toasts: Toasts;

  constructor(
    { store, tree, sessions, source, clock, toasts, refresh }: EventAnalysisViewModelDeps,
  ) {
    this.store = store;
    this.tree = tree;
    this.sessions = sessions;
    this.source = source;
    this.clock = clock;
    this.toasts = toasts;

    this.feed = new ExplorerFeed({ store, tree, refresh });
    makeObservable<EventAnalysisViewModel, 'requestKey' | 'charted'>(this, {
      slug: observable,
      planned: observable,
      status: observable,
      error: observable,
      events: observableRef,
      loadedAt: observable,
      exporting: observable,
      requestKey: computed,
      analysed: computed,
      charted: computed,
      dataset: computed,
      pareto: computed,
      byDate: computed,
      byHour: computed,
      machines: computed,
      total: computed,
    });
    this.feed.follow(() => this.requestKey, () => void this.reload());
  }

  get state(): NavState {
    return this.feed.state;
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
    const root = this.feed.company;
    if (!root) return null;
    const euid = this.state.entity.euid;
    return (euid && euid !== root.euid ? this.tree.find(euid) : undefined) ?? root;
  }

  /** By date is grouped by shift unless shifts are combined or summary mode is on. */
  get byShift(): boolean {
    return !this.state.combineShifts && this.state.shift_summary !== 'SUMMARY';
  }

  /** The shift the Shift dropdown chose (Combine Shifts off), upper case as stored; null for all shifts. */
  get chosenShift(): string | null {
    const s = this.state;
    return !s.combineShifts && s.shift ? s.shift.toUpperCase() : null;
  }

  /** The events the totals, tables and export count: the chosen shift's, else all. */
  get analysed(): AnalysedEvent[] {
    const shift = this.chosenShift;
    return shift ? this.events.filter((e) => e.shift_key.toUpperCase() === shift) : this.events;
  }

  /**
   * What the by-date and by-hour charts split: with Combine Shifts off, every shift's events, one
   * series per shift (issue 37: the split showed the chosen shift only, one series), the chosen
   * shift drawn solid and the others faint; otherwise the analysed events in one series.
   */
  private get charted(): AnalysedEvent[] {
    return this.byShift ? this.events : this.analysed;
  }

  get pareto() {
    return reasonPareto(this.analysed, this.loadedAt);
  }

  get byDate() {
    return eventsByDate(this.charted, this.loadedAt, this.byShift, this.shiftOrder(), selectedDays(this.state.time));
  }

  /** The one shift date shown, when the selection is a single day (a one-day range too), else null. */
  get singleDay(): string | null {
    const time = this.state.time;
    if (time.day) return time.day.slice(0, 10);
    return time.range.start === time.range.end ? time.range.start : null;
  }

  /** A single day by hour (issue 35 point 5), per shift as By Date is; null over a range. */
  get byHour() {
    const day = this.singleDay;
    const entity = this.entity;
    if (!day || !entity) return null;
    const machines = machinesUnder(entity);
    return eventsByHour(this.charted, this.loadedAt, {
      day,
      zones: new Map(machines.map((m) => [m.key, m.timezone])),
      labelZone: entity.timezone || machines[0]?.timezone || 'UTC',
      shifts: shiftsFromProfile(this.sessions.current?.profile.shifts ?? {}),
      byShift: this.byShift,
      shiftOrder: this.shiftOrder(),
    });
  }

  /** The events by machine, worst first (issue 35 point 5). */
  get machines() {
    const entity = this.entity;
    return machineBreakdown(this.analysed, this.loadedAt, entity ? machinesUnder(entity) : []);
  }

  /** The profile's description of a reason of this dataset's type (document 2 §3 reason lists), or ''. */
  get reasonDescription(): (reason: string) => string {
    return reasonDescriptions(this.sessions.current?.profile, this.dataset?.type ?? 'DOWN');
  }

  get total(): number {
    return eventTotal(this.analysed, this.loadedAt);
  }

  setSlug(slug: string): void {
    if (slug !== this.slug) runInAction(() => (this.slug = slug));
    this.followDataset();
  }

  /**
   * The panel names what the screen shows: opened at /graph/event/scrap (an address, a link, a
   * preset), the Dataset and Exception dropdowns read Exception and Scrap, not the Downtime left
   * in the navigation state (issue 35 point 5).
   */
  private followDataset(): void {
    const dataset = this.dataset;
    const s = this.state;
    if (!dataset || (s.dataset === dataset.label && s.graphState.activeDataset === 'Exception')) return;
    try {
      this.store.setGraphDataset('Exception');
      this.store.setDataset(dataset.label);
    } catch (error) {
      this.toasts.show({ severity: 'error', summary: 'Error', detail: parseApiError(error), life: 8000 });
    }
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
      const rows = await loadAnalysedEvents(this.source, {
        entity,
        type: dataset.type,
        time: s.time,
        // Every shift is read: the charts split them; the chosen shift narrows in memory (analysed).
        shift: null,
        part: s.task.part,
        op: s.task.op,
        planned: this.planned,
        shifts: shiftsFromProfile(this.sessions.current?.profile.shifts ?? {}),
        now: this.clock.now(),
      });
      if (generation === this.generation) runInAction(() => ((this.events = rows), (this.loadedAt = this.clock.now()), (this.status = 'ready')));
    } catch (error) {
      if (generation === this.generation) runInAction(() => ((this.error = parseApiError(error)), (this.status = 'error')));
    }
  }

  /**
   * 'Download Source Data': InpEvent_Report.xlsx of exactly the events behind the charts. Over the
   * Excel export limit (document 2 §9) it warns instead (§8), as the data table's export does: a
   * truncated sheet would no longer sum to the screen's total.
   */
  downloadSourceData(): Promise<void> {
    const warning = exportLimitWarning(this.analysed.length);
    if (warning) {
      this.toasts.show(warning);
      return Promise.resolve();
    }
    return this.runExport('xlsx', async () => {
      const { downloadXlsx } = await import('../../workbench/kit/export/xlsx-export');
      await downloadXlsx(EVENT_XLSX, [eventSheet(this.analysed, this.loadedAt, this.isDowntime, this.entity?.timezone)]);
    });
  }

  /** 'Export to PDF': '{title}_dashboard_{date}.pdf', A4 landscape: the reasons table and every chart on screen (by reason, by machine, by date). */
  exportPdf(charts: HTMLElement | null): Promise<void> {
    return this.runExport('pdf', async () => {
      if (!charts) throw new Error(PDF_CONTENT_MISSING);
      const [{ exportTableToPdf }, { chartImages }, { pdfFileName }] = await Promise.all([
        import('../../workbench/kit/export/pdf-table-export'),
        import('../../workbench/kit/charts/chart-image'),
        import('../../workbench/kit/export/export-file-names'),
      ]);
      const title = this.dataset?.label ?? 'Events';
      const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
      await exportTableToPdf({
        fileName: pdfFileName(title, new Date(this.clock.now())),
        title: `${title} by reason`,
        subtitle: `${this.subtitle} · ${fmt(this.total)} ${this.unit} in ${this.analysed.length} events`,
        columns: [
          { header: 'Reason', align: 'left' },
          { header: 'Events', align: 'right' },
          { header: this.isDowntime ? 'Minutes' : 'Units', align: 'right' },
          { header: 'Cumulative', align: 'right' },
        ],
        rows: this.pareto.map((b) => [b.reason, String(b.events), fmt(b.amount), `${(b.cumulativeShare * 100).toFixed(1)} %`]),
        foot: ['Total', String(this.analysed.length), fmt(this.total), ''],
        figures: await chartImages(charts),
      });
    });
  }

  /** What the analysis covers: entity, day or range, shift. */
  get subtitle(): string {
    const s = this.state;
    const time = s.time.day ?? `${s.time.range.start} – ${s.time.range.end}`;
    return `${this.entity?.name ?? ''} · ${time} · ${s.combineShifts || !s.shift ? 'All shifts' : s.shift}`;
  }

  dispose(): void {
    this.feed.dispose();
  }

  private async runExport(kind: 'xlsx' | 'pdf', run: () => Promise<void>): Promise<void> {
    if (this.exporting) return;
    runInAction(() => (this.exporting = kind));
    try {
      await run();
    } catch (e) {
      console.error('Event analysis export failed', e);
      this.toasts.show({ severity: 'error', summary: 'Error', detail: parseApiError(e), life: 8000 });
    } finally {
      runInAction(() => (this.exporting = null));
    }
  }

  private get requestKey(): string {
    const s = this.state;
    return JSON.stringify([this.slug, this.planned, s.entity.euid, s.time, s.task, this.feed.company?.euid]);
  }

  private shiftOrder(): string[] {
    const shifts = this.sessions.current?.profile.shifts ?? {};
    return Object.entries(shifts).sort(([, a], [, b]) => a.position - b.position).map(([name]) => name.toUpperCase());
  }
}
