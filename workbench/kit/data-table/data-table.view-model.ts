import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { BehaviorSubject, catchError, defer, EMPTY, firstValueFrom, merge, of, Subscription, switchMap, tap, type Observable, type SchedulerLike } from 'rxjs';
import { EXPORT_LIMIT_TOAST, TABLE_ERROR, TABLE_REMEMBERED_FILTERS, toggleConfirmation } from '../../../core/errors';
import type { KeyValueStore } from '../../../core/platform';
import {
  clearTableFilters,
  setTableDateRange,
  exportLimitWarning,
  exportPageRequests,
  exportRequest,
  fetchModeFor,
  filterTable,
  goToPage,
  hasActiveFilters,
  INITIAL_TABLE_STATE,
  visibleColumns,
  overlayVisible$,
  setPageSize,
  setRealtime,
  sortTable,
  tableRequest,
  TableSettingsStore,
  UNSORTED,
  type ColumnFilter,
  type TableQuery,
  type TableQueryRequest,
  type TableRow,
  type TableState,
} from '../../../core/table-query';
import type { ConfirmDialog } from '../../api/confirm-dialog';
import type { Toasts } from '../../api/toasts';
import { exportRows } from '../../../core/export/xlsx-sheet';
import { cellText, exportColumn } from '../../../core/export/cell-format';
import type { DataTableConfig, TableColumn } from './data-table-config';
import { withRetry } from './with-retry';
import type { ExportSheet, ExportSheetHeader } from '../../../core/export/xlsx-types';
import { ServerExportError, type ServerXlsx } from '../export/server-xlsx-export';

export interface DataTableDeps {
  query: TableQuery;
  session: KeyValueStore;
  local: KeyValueStore;
  toasts: Toasts;
  confirm: ConfirmDialog;
  scheduler: SchedulerLike;
  /** The profile's time zone: date-times show and export in it, never in the browser's (issue 35 point 7). */
  timeZone: string;
  /** The server's streamed export, for tables whose config names one. */
  serverXlsx?: ServerXlsx;
}

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * The generic table's state (document 2 §4): page, sort, filters and realtime as a TableState;
 * rows, count and sums from the TableQuery port; loading until all three are in; settings
 * remembered per route (columns, order and filter per session, limit and realtime per device).
 */
export class DataTableViewModel {
  state: TableState;
  /** Visible column fields in display order; null: the screen's default (all non-hidden columns). */
  columnOrder: string[] | null;
  rows: TableRow[] = [];
  count = 0;
  sums: Record<string, number | null> = {};
  rowsLoaded = false;
  countLoaded = false;
  sumsLoaded = false;
  error = false;
  overlay = true;
  /** 'Using previously entered report filters...' when remembered filters were applied. */
  message: string | null;
  /** Rows the auto-sizing mode fits on the screen; null: the chosen page size applies. */
  autoLimit: number | null = null;
  exporting: ExportProgress | null = null;
  /** Bumped by refresh() so an unchanged request runs again. */
  private generation = 0;

  private readonly settingsStore: TableSettingsStore;
  private readonly request$: BehaviorSubject<{ request: TableQueryRequest; realtime: boolean; generation: number }>;
  private readonly loading$ = new BehaviorSubject<boolean>(true);
  private readonly subscriptions = new Subscription();

  constructor(
    readonly config: DataTableConfig,
    private readonly deps: DataTableDeps,
  ) {
    this.settingsStore = new TableSettingsStore(deps.session, deps.local);
    const stored = this.settingsStore.load(config.storageKey);
    const loaded = config.keptView ? { ...stored, settings: { ...stored.settings, ...(config.keptView.load() ?? { sort: UNSORTED, filters: {} }) } } : stored;
    const known = new Set(config.columns.map((c) => c.field));
    // Remembered filters on columns the screen no longer has are dropped rather than failing.
    const filters = Object.fromEntries(Object.entries(loaded.settings.filters).filter(([f]) => known.has(f)));
    const sort = loaded.settings.sort.field && known.has(loaded.settings.sort.field) ? loaded.settings.sort : (config.defaultSort ?? INITIAL_TABLE_STATE.sort);
    const range = config.dateRange ? loaded.settings.range : null;
    this.state = { ...INITIAL_TABLE_STATE, limit: loaded.settings.limit, realtime: loaded.settings.realtime, sort, filters, range };
    this.columnOrder = loaded.settings.columns?.filter((f) => known.has(f)) ?? null;
    this.message = hasActiveFilters(filters) || range ? TABLE_REMEMBERED_FILTERS : null;
    makeObservable<this, 'setLoaded'>(this, {
      state: observableRef,
      columnOrder: observableRef,
      rows: observableRef,
      count: observable,
      sums: observableRef,
      rowsLoaded: observable,
      countLoaded: observable,
      sumsLoaded: observable,
      error: observable,
      overlay: observable,
      message: observable,
      autoLimit: observable,
      exporting: observableRef,
      overExportLimit: computed,
      loading: computed,
      visibleColumns: computed,
      selectableColumns: computed,
      hasFilters: computed,
      pageCount: computed,
      empty: computed,
      sort: action,
      applyFilter: action,
      clearFilters: action,
      setDateRange: action,
      setPageSize: action,
      goToPage: action,
      setAutoLimit: action,
      setColumns: action,
      dismissMessage: action,
      setLoaded: action,
    });
    this.request$ = new BehaviorSubject(this.currentRequest());
    this.subscriptions.add(overlayVisible$(this.loading$, deps.scheduler).subscribe((v) => runInAction(() => (this.overlay = v))));
    this.subscriptions.add(this.request$.pipe(switchMap((r) => this.load(r.request, r.realtime))).subscribe());
  }

  get loading(): boolean {
    return !(this.rowsLoaded && this.countLoaded && this.sumsLoaded);
  }

  get empty(): boolean {
    return !this.loading && !this.error && this.rows.length === 0;
  }

  /** Every column the Report Settings dialog offers (hidden-type columns never show). */
  get selectableColumns(): TableColumn[] {
    return this.config.columns.filter((c) => c.column_type !== 'hidden');
  }

  /** The shown columns in their order: the remembered choice, else the non-hidden columns. */
  get visibleColumns(): TableColumn[] {
    if (this.columnOrder === null) return visibleColumns(this.config.columns);
    const byField = new Map(this.selectableColumns.map((c) => [c.field, c]));
    return this.columnOrder.map((f) => byField.get(f)).filter((c): c is TableColumn => c !== undefined);
  }

  get hasFilters(): boolean {
    return hasActiveFilters(this.state.filters) || this.state.range !== null;
  }

  get effectiveLimit(): number {
    return this.autoLimit ?? this.state.limit;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / this.effectiveLimit));
  }

  /** A header click (sortable columns only): cycles the sort, back to the first page. */
  sort(column: TableColumn): void {
    this.update(sortTable(this.state, column));
  }

  /** Applies one column's filter (undefined: removes it); back to the first page. */
  applyFilter(field: string, filter: ColumnFilter | undefined): void {
    const next = { ...this.state.filters };
    if (filter && filter.rules.some((r) => r.value !== undefined)) next[field] = filter;
    else delete next[field];
    this.update(filterTable(this.state, next));
  }

  /** The table's date range (document 2 §4: kept ordered; the moved end pulls the other along). */
  setDateRange(start: string, end: string, moved: 'start' | 'end'): void {
    this.update(setTableDateRange(this.state, start && end ? { start, end } : null, moved));
  }

  clearFilters(): void {
    this.message = null;
    this.update(clearTableFilters(this.state));
  }

  setPageSize(limit: number): void {
    this.autoLimit = null;
    this.update(setPageSize(this.state, limit));
  }

  goToPage(page: number): void {
    const offset = goToPage({ ...this.state, limit: this.effectiveLimit as TableState['limit'] }, page).offset;
    this.update({ ...this.state, offset });
  }

  /** Auto-sizing mode: the number of rows that fit; null turns it off. */
  setAutoLimit(rows: number | null): void {
    const next = rows === null ? null : Math.max(1, Math.floor(rows));
    if (next === this.autoLimit) return;
    this.autoLimit = next;
    this.update({ ...this.state, offset: 0 });
  }

  /** Report Settings: the visible columns in their order. */
  setColumns(fields: string[]): void {
    this.columnOrder = [...fields];
    this.save();
  }

  dismissMessage(): void {
    this.message = null;
  }

  /** The realtime toggle refreshes the table; in toggle confirm mode it asks first. */
  async setRealtime(on: boolean): Promise<void> {
    if (this.config.confirmToggle) {
      const ok = await this.deps.confirm.ask({ header: 'Please Confirm', message: toggleConfirmation(on ? 'on' : 'off') });
      if (!ok) return;
    }
    runInAction(() => this.update(setRealtime(this.state, on)));
  }

  /** Runs the current request again. */
  refresh(): void {
    this.generation++;
    this.request$.next(this.currentRequest());
  }

  /** The filter of one column, if any. */
  filterOf(field: string): ColumnFilter | undefined {
    return this.state.filters[field];
  }

  /** Document 2 §9: more rows match than a spreadsheet export takes (100,000); the screen says so before Download is pressed. */
  get overExportLimit(): boolean {
    return exportLimitWarning(this.count) !== null;
  }

  /**
   * Full-dump xlsx export of the non-hidden columns, saved as the table's file; over 100,000
   * matching rows it warns instead (10 s) and writes nothing, so no file is ever cut short.
   */
  async exportXlsx(): Promise<void> {
    const file = await this.buildExport();
    if (!file) return;
    const { downloadBlob } = await import('../export/download');
    downloadBlob(file, this.config.exportFileName);
  }

  /**
   * The export's file: the rows fetched in pages of 10,000 (the table's filter and sort, then the
   * row id) and handed to the writer page by page, none kept; progress "n of N rows" meanwhile. Null
   * when it warned or failed (a toast says which).
   */
  async buildExport(): Promise<Blob | null> {
    if (exportLimitWarning(this.count)) {
      this.deps.toasts.show(EXPORT_LIMIT_TOAST);
      return null;
    }
    const columns = visibleColumns(this.config.columns);
    const total = this.count;
    const progress = (done: number) => runInAction(() => (this.exporting = { done, total }));
    progress(0);
    try {
      const { serverExport } = this.config;
      if (serverExport && this.deps.serverXlsx) return await this.serverFile(serverExport, this.deps.serverXlsx);
      const request = exportRequest(this.baseRequest(), columns as never[]);
      const { openXlsxExport } = await import('../export/xlsx-export');
      const out = await openXlsxExport(total, progress);
      await out.startSheet(this.exportSheetHeader(columns));
      for (const page of exportPageRequests(request, total)) {
        const rows = await firstValueFrom(this.deps.query.rows(page, { kind: 'once' }).pipe(withRetry((e) => console.error('Table export query failed', e), this.deps.scheduler)));
        const decorated = this.config.decorateRows ? await this.config.decorateRows(rows) : rows;
        await out.addRows(exportRows(columns, decorated));
      }
      return await out.finish();
    } catch (e) {
      // The rows grew past the limit since the count: the same warning, nothing written.
      if (e instanceof ServerExportError && e.status === 422) {
        this.deps.toasts.show(EXPORT_LIMIT_TOAST);
        return null;
      }
      console.error('Table export failed', e);
      this.deps.toasts.show({ severity: 'error', summary: 'Error', detail: e instanceof Error ? e.message : String(e), life: 8000 });
      return null;
    } finally {
      runInAction(() => (this.exporting = null));
    }
  }

  /** The file as the server streams it: the table's filter and sort, the profile's zone; progress from the server's rows written. */
  private serverFile(dataset: NonNullable<DataTableConfig['serverExport']>, fetchXlsx: ServerXlsx): Promise<Blob> {
    const { where, order_by } = this.baseRequest();
    return fetchXlsx({ dataset, where: where as Record<string, unknown>, order_by, time_zone: this.deps.timeZone }, (done, total) =>
      runInAction(() => (this.exporting = { done, total })),
    );
  }

  /** The profile's time zone the table's date-times are shown in. */
  get timeZone(): string {
    return this.deps.timeZone;
  }

  /** A cell's text as the table, its PDF and its sizing show it (date-times in the profile's zone). */
  cellText(column: TableColumn, row: TableRow): string {
    return cellText(column, row, this.deps.timeZone);
  }

  /** The export sheet of rows: callback columns carry their text, converted by their export type. */
  exportSheet(columns: readonly TableColumn[], rows: readonly TableRow[]): ExportSheet {
    return { ...this.exportSheetHeader(columns), rows: exportRows(columns, rows) };
  }

  private exportSheetHeader(columns: readonly TableColumn[]): ExportSheetHeader {
    return {
      name: this.config.title,
      columns: columns.map((c) => exportColumn(c, this.config.callbackExportTypes)),
      // The file's date-times read as the screen's: the profile's wall clock (Excel has no zones).
      timeZone: this.deps.timeZone,
    };
  }

  dispose(): void {
    this.subscriptions.unsubscribe();
    this.loading$.complete();
  }

  private baseRequest(): TableQueryRequest {
    return tableRequest(this.config.table, this.config.columns as never[], this.state, this.config.baseWhere, this.config.dateRange?.field);
  }

  private currentRequest(): { request: TableQueryRequest; realtime: boolean; generation: number } {
    const request = { ...this.baseRequest(), limit: this.effectiveLimit };
    return { request, realtime: this.state.realtime, generation: this.generation };
  }

  private update(next: TableState): void {
    if (next === this.state) return;
    this.state = next;
    this.save();
    this.request$.next(this.currentRequest());
  }

  private save(): void {
    this.config.keptView?.save({ sort: this.state.sort, filters: this.state.filters });
    this.settingsStore.save(this.config.storageKey, {
      columns: this.columnOrder,
      sort: this.state.sort,
      filters: this.state.filters,
      range: this.state.range,
      limit: this.state.limit,
      realtime: this.state.realtime,
    });
  }

  private setLoaded(part: 'rows' | 'count' | 'sums', value: boolean): void {
    if (part === 'rows') this.rowsLoaded = value;
    else if (part === 'count') this.countLoaded = value;
    else this.sumsLoaded = value;
    this.loading$.next(this.loading);
  }

  private load(request: TableQueryRequest, realtime: boolean): Observable<unknown> {
    const mode = fetchModeFor({ realtime, pollIntervalMs: this.config.pollIntervalMs });
    const sumFields = this.config.columns.filter((c) => c.sum && !c.field.includes('.')).map((c) => c.field);
    runInAction(() => {
      this.setLoaded('rows', false);
      this.setLoaded('count', false);
      this.setLoaded('sums', false);
    });
    const log = (what: string) => (e: unknown) => console.error(`Table ${what} query failed`, e);
    const decorate = this.config.decorateRows;
    // defer: each retry asks the port again.
    const rows$ = defer(() => this.deps.query.rows(request, mode)).pipe(
      switchMap((rows) => (decorate ? decorate(rows) : of(rows))),
      withRetry(log('rows'), this.deps.scheduler),
      tap((rows) => runInAction(() => ((this.rows = rows), this.setLoaded('rows', true)))),
    );
    const count$ = defer(() => this.deps.query.count(request, mode)).pipe(
      // Document 2 §8: a count failure sets the error flag, which shows the table error text.
      withRetry((e) => {
        log('count')(e);
        runInAction(() => (this.error = true));
      }, this.deps.scheduler),
      tap((count) => runInAction(() => ((this.count = count), (this.error = false), this.setLoaded('count', true)))),
    );
    const sums$ = defer(() => (sumFields.length ? this.deps.query.sum(request, sumFields, mode) : of({}))).pipe(
      withRetry(log('sum'), this.deps.scheduler),
      tap((sums) => runInAction(() => ((this.sums = sums), this.setLoaded('sums', true)))),
    );
    const guard = <T,>(s: Observable<T>): Observable<T> =>
      s.pipe(
        catchError((e: unknown) => {
          console.error(TABLE_ERROR, e);
          runInAction(() => (this.error = true));
          return EMPTY;
        }),
      );
    return merge(guard(rows$), guard(count$), guard(sums$));
  }
}
