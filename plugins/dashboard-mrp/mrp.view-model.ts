import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { parseApiError } from '../../core/errors';
import { mrpFilterWarnings, type MrpFilters } from './common/mrp-filters';
import type { NavStore, NavState } from '../../core/navigation';
import { mrpDays, mrpMonths, mrpRunDay, mrpSpan, projectQuantityOnHand, type MrpDay, type MrpDetail, type MrpMonth, type MrpProjection, type MrpRecord, MRP_ZONE } from './common/mrp';
import { fromRx, type RxBox, type SessionStore } from '../../workbench/api';
import type { AppStore } from '../../workbench/api/app-store';
import type { MrpSource } from './mrp-source';

export const MRP_NO_COMPANY = 'MRP with no company';
export const MRP_NONE_FOUND = 'MRP: no records found';

export interface MrpPartRow {
  record: MrpRecord;
  projection: MrpProjection[];
}

/** Filter keys as the sidebar names them (document 3 §2.4). */
export type MrpFilterKey = 'group' | 'partFrom' | 'partTo' | 'lineFrom' | 'lineTo';

/**
 * The MRP report: the company's records, the filters of the navigation state (custom area sch),
 * the span and day header of core's rule, and each part's supply, demand and projected QOH.
 */
export class MrpViewModel {
  records: MrpRecord[] = [];
  loading = true;
  error: string | null = null;
  /** The part and day whose orders the detail panel shows (hover or focus). */
  hovered: { part: string; date: string } | null = null;
  private readonly nav: RxBox<NavState>;

  constructor(
    private readonly store: NavStore,
    private readonly source: MrpSource,
    private readonly sessions: SessionStore,
    private readonly appStore: AppStore,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    this.restoreKeptFilters();
    makeObservable(this, {
      records: observableRef,
      loading: observable,
      error: observable,
      hovered: observableRef,
      filters: computed,
      warnings: computed,
      groups: computed,
      partNames: computed,
      lines: computed,
      days: computed,
      months: computed,
      runDay: computed,
      rows: computed,
      setFilter: action,
      hover: action,
    });
  }

  get filters(): MrpFilters {
    return this.nav.current.custom.sch.report;
  }

  /** Document 3 §5: a From greater than its To warns that the filter yields no results. */
  get warnings(): string[] {
    return mrpFilterWarnings(this.filters);
  }

  get groups(): string[] {
    return [...new Set(this.records.map((r) => r.part__group))].sort();
  }

  get partNames(): string[] {
    return [...new Set(this.records.map((r) => r.part__name))].sort();
  }

  get lines(): string[] {
    return [...new Set(this.records.flatMap((r) => r.part__production_lines))].sort();
  }

  /** The header row: every day of the span (document 3 §9), from all records of the run. */
  get days(): MrpDay[] {
    const span = mrpSpan(this.records, MRP_ZONE);
    return span ? mrpDays(span) : [];
  }

  /** The months over the day header. */
  get months(): MrpMonth[] {
    return mrpMonths(this.days);
  }

  /** The run's day, where the table opens (earlier days hold only past-due orders). */
  get runDay(): string | null {
    return mrpRunDay(this.records, MRP_ZONE);
  }

  /** Parts passing the filters (text ranges inclusive, as the warnings compare them). */
  get rows(): MrpPartRow[] {
    const f = this.filters;
    const dates = this.days.map((d) => d.date);
    const inRange = (v: string, from: string, to: string) => (from === '' || v >= from) && (to === '' || v <= to);
    return this.records
      .filter((r) => f.group === '' || r.part__group === f.group)
      .filter((r) => inRange(r.part__name, f.partFrom, f.partTo))
      .filter((r) => (f.lineFrom === '' && f.lineTo === '') || r.part__production_lines.some((l) => inRange(l, f.lineFrom, f.lineTo)))
      .map((record) => ({ record, projection: projectQuantityOnHand(record, dates, MRP_ZONE) }));
  }

  /** The orders behind a part's day (past-due ones count on the first day, as the projection does). */
  detailsFor(record: MrpRecord, date: string): MrpDetail[] {
    const first = this.days[0]?.date ?? date;
    return record.detail.filter((d) => {
      const due = d.due_date.slice(0, 10);
      return due === date || (date === first && due < first);
    });
  }

  async load(): Promise<void> {
    // Document 3 §8: an MRP report without a company is logged as an error.
    if (!this.sessions.current?.profile.entities?.euid) {
      console.error(MRP_NO_COMPANY);
      runInAction(() => {
        this.records = [];
        this.loading = false;
      });
      return;
    }
    try {
      const records = await this.source.records();
      if (records.length === 0) console.info(MRP_NONE_FOUND);
      runInAction(() => {
        this.records = records;
        this.error = null;
      });
    } catch (e) {
      console.error('MRP:', e);
      runInAction(() => (this.error = parseApiError(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /**
   * Document 1 §3: the app store (local storage) keeps the MRP report filters, so a new tab or a
   * later visit opens the report as it was left; the tab's own navigation state (session storage)
   * comes first. Kept with the company's euid: they are read back for that company only.
   */
  setFilter(key: MrpFilterKey, value: string): void {
    const report = { ...this.filters, company: this.companyEuid() ?? '', [key]: value };
    this.store.setCustom('sch', { report });
    this.appStore.update({ mrpFilters: report });
  }

  private restoreKeptFilters(): void {
    const kept = this.appStore.value.mrpFilters;
    const company = this.companyEuid();
    const untouched = Object.values(this.filters).every((v) => v === '');
    if (untouched && kept && company && kept.company === company) this.store.setCustom('sch', { report: kept });
  }

  private companyEuid(): string | undefined {
    return this.sessions.current?.profile.entities?.euid;
  }

  hover(part: string | null, date?: string): void {
    this.hovered = part && date ? { part, date } : null;
  }

  dispose(): void {
    this.nav.dispose();
  }
}
