import { Subject, throwError, of, VirtualTimeScheduler, type Observable } from 'rxjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_LIMIT_TOAST, TABLE_REMEMBERED_FILTERS } from '../../../core/errors';
import { MemoryKeyValueStore } from '../../../core/platform';
import type { FetchMode, TableQuery, TableQueryRequest, TableRow } from '../../../core/table-query';
import { RecordingToasts, ScriptedConfirmDialog } from '../../testing/test-doubles';
import type { DataTableConfig } from './data-table-config';
import { DataTableViewModel } from './data-table.view-model';

const CONFIG: DataTableConfig = {
  title: 'Transaction Data',
  table: 'bigbrain_inpevent',
  columns: [
    { field: 'id', column_type: 'hidden', header: 'ID' },
    { field: 'timestamp', column_type: 'datetime', header: 'Timestamp', sortable: true },
    { field: 'machine_key', column_type: 'string', header: 'Machine', sortable: true },
    { field: 'quantity', column_type: 'float', header: 'Quantity', sortable: true, sum: true },
    { field: 'note', column_type: 'string', header: 'Note' },
  ],
  defaultSort: { field: 'timestamp', direction: 'desc' },
  storageKey: '/report/transactions',
  exportFileName: 'InpEvent_Report.xlsx',
};

/** A TableQuery whose answers the test sends; it records every request and mode. */
class ScriptedQuery implements TableQuery {
  readonly requests: Array<{ kind: string; request: Omit<TableQueryRequest, 'fields'> & { fields?: string[] }; mode: FetchMode }> = [];
  rows$ = new Subject<TableRow[]>();
  count$ = new Subject<number>();
  sum$ = new Subject<Record<string, number | null>>();
  countAnswer: () => Observable<number> = () => this.count$;
  rows(request: TableQueryRequest, mode: FetchMode): Observable<TableRow[]> {
    this.requests.push({ kind: 'rows', request, mode });
    return this.rows$;
  }
  count(request: Omit<TableQueryRequest, 'fields'>, mode: FetchMode) {
    this.requests.push({ kind: 'count', request, mode });
    return this.countAnswer();
  }
  sum(request: Omit<TableQueryRequest, 'fields'>, _f: string[], mode: FetchMode) {
    this.requests.push({ kind: 'sum', request, mode });
    return this.sum$;
  }
  last(kind: string) {
    return [...this.requests].reverse().find((r) => r.kind === kind)!;
  }
}

function setup(config: DataTableConfig = CONFIG, stores = { session: new MemoryKeyValueStore(), local: new MemoryKeyValueStore() }) {
  const query = new ScriptedQuery();
  const scheduler = new VirtualTimeScheduler();
  const toasts = new RecordingToasts();
  const confirm = new ScriptedConfirmDialog(true);
  const vm = new DataTableViewModel(config, { query, ...stores, toasts, confirm, scheduler, timeZone: 'US/Eastern' });
  return { vm, query, scheduler, toasts, confirm, stores };
}

describe('DataTableViewModel (document 2 §4: Table)', () => {
  it('is loading until rows, count and sums are in; the overlay hides 100 ms after', () => {
    const { vm, query, scheduler } = setup();
    expect(vm.loading).toBe(true);
    query.rows$.next([{ id: 1 }]);
    query.count$.next(1);
    expect(vm.loading).toBe(true);
    query.sum$.next({ quantity: 5 });
    expect(vm.loading).toBe(false);
    expect(vm.overlay).toBe(true);
    scheduler.maxFrames = 99;
    scheduler.flush();
    expect(vm.overlay).toBe(true);
    scheduler.maxFrames = 100;
    scheduler.flush();
    expect(vm.overlay).toBe(false);
    expect(vm.sums).toEqual({ quantity: 5 });
  });

  it('asks for rows, count and sum with where, limit, offset and the default order (newest first)', () => {
    const { query } = setup();
    expect(query.last('rows').request).toMatchObject({ table: 'bigbrain_inpevent', limit: 10, offset: 0, order_by: [{ timestamp: 'desc' }], where: {} });
    expect(query.last('rows').mode).toEqual({ kind: 'once' });
    expect(query.last('count').mode).toEqual({ kind: 'once' });
  });

  it('sort: a click makes a column descending, a second ascending, back to offset 0; non-sortable columns are ignored', () => {
    const { vm, query } = setup();
    vm.goToPage(3);
    expect(query.last('rows').request.offset).toBe(30);
    vm.sort(CONFIG.columns[2]!);
    expect(query.last('rows').request).toMatchObject({ order_by: [{ machine_key: 'desc' }], offset: 0 });
    vm.sort(CONFIG.columns[2]!);
    expect(query.last('rows').request.order_by).toEqual([{ machine_key: 'asc' }]);
    const before = query.requests.length;
    vm.sort(CONFIG.columns[4]!);
    expect(query.requests.length).toBe(before);
  });

  it('document 2 §5: applying a filter resets the offset; rules with an undefined value are skipped; Clear Filters shows when a filter exists', () => {
    const { vm, query } = setup();
    vm.goToPage(2);
    vm.applyFilter('machine_key', {
      field: 'machine_key',
      match: '_or',
      rules: [
        { operator: '_eq', value: 'PRS-01' },
        { operator: '_eq', value: undefined },
      ],
    });
    expect(vm.hasFilters).toBe(true);
    expect(query.last('rows').request).toMatchObject({ offset: 0, where: { machine_key: { _eq: 'PRS-01' } } });
    expect(query.last('count').request.where).toEqual({ machine_key: { _eq: 'PRS-01' } });
    vm.clearFilters();
    expect(vm.hasFilters).toBe(false);
    expect(query.last('rows').request.where).toEqual({});
  });

  it('paging: page sizes 10, 25, 50 and 100 only, default 10', () => {
    const { vm, query } = setup();
    vm.setPageSize(25);
    expect(query.last('rows').request).toMatchObject({ limit: 25, offset: 0 });
    expect(() => vm.setPageSize(20)).toThrow('Page size must be one of 10, 25, 50, 100');
  });

  it('auto-sizing mode asks for as many rows as fit', () => {
    const { vm, query } = setup();
    vm.setAutoLimit(17.8);
    expect(query.last('rows').request.limit).toBe(17);
    vm.setPageSize(50);
    expect(vm.autoLimit).toBeNull();
  });

  it('document 2 §3: columns, order and filter are kept in session storage, limit and realtime in local storage, and come back with the message', async () => {
    const first = setup();
    first.vm.setColumns(['quantity', 'timestamp']);
    first.vm.applyFilter('quantity', { field: 'quantity', match: '_and', rules: [{ operator: '_gt', value: 0.123456789 }] });
    first.vm.setPageSize(50);
    await first.vm.setRealtime(true);
    const key = 'table-settings:/report/transactions';
    expect(JSON.parse(first.stores.session.getItem(key)!)).toMatchObject({ columns: ['quantity', 'timestamp'], filters: { quantity: { rules: [{ operator: '_gt' }] } } });
    expect(JSON.parse(first.stores.local.getItem(key)!)).toEqual({ limit: 50, realtime: true });
    // Float values keep at most 8 fraction digits in the query.
    expect(first.query.last('rows').request.where).toEqual({ quantity: { _gt: 0.12345679 } });

    const again = setup(CONFIG, first.stores);
    expect(again.vm.visibleColumns.map((c) => c.field)).toEqual(['quantity', 'timestamp']);
    expect(again.vm.message).toBe(TABLE_REMEMBERED_FILTERS);
    expect(again.vm.state.limit).toBe(50);
    expect(again.query.last('rows').mode).toEqual({ kind: 'subscription' });
  });

  it("a screen's kept view (document 3 §3's inventoryState) is where its sort and filters go and come back from, not the tab's storage", () => {
    let kept: { sort: unknown; filters: unknown } | null = null;
    const config: DataTableConfig = { ...CONFIG, keptView: { load: () => kept as never, save: (view) => (kept = view) } };
    const first = setup(config);
    expect(first.vm.state.sort).toEqual({ field: 'timestamp', direction: 'desc' }); // nothing kept: the screen's default
    first.vm.applyFilter('machine_key', { field: 'machine_key', match: '_and', rules: [{ operator: '_eq', value: 'M1' }] });
    expect(kept).toMatchObject({ filters: { machine_key: { rules: [{ operator: '_eq', value: 'M1' }] } } });

    const again = setup(config); // fresh session storage: only the kept view remembers
    expect(again.vm.state.filters).toEqual({ machine_key: { field: 'machine_key', match: '_and', rules: [{ operator: '_eq', value: 'M1' }] } });
    expect(again.vm.message).toBe(TABLE_REMEMBERED_FILTERS);
  });

  it('a poll interval polls when realtime is off', () => {
    const { query } = setup({ ...CONFIG, pollIntervalMs: 5000 });
    expect(query.last('rows').mode).toEqual({ kind: 'poll', intervalMs: 5000 });
  });

  it("toggle confirm mode asks 'Are you sure you want to change the toggle to ...?' and a No changes nothing", async () => {
    const { vm, confirm } = setup({ ...CONFIG, confirmToggle: true });
    confirm.answer = false;
    await vm.setRealtime(true);
    expect(confirm.asked[0]?.message).toBe('Are you sure you want to change the toggle to on?');
    expect(vm.state.realtime).toBe(false);
    confirm.answer = true;
    await vm.setRealtime(true);
    expect(vm.state.realtime).toBe(true);
  });

  it('document 2 §8: a count failure sets the error flag and the query retries 300..3000 ms later, clearing it on success', () => {
    const { vm, query, scheduler } = setup();
    let calls = 0;
    query.countAnswer = () => (++calls === 1 ? throwError(() => new Error('down')) : of(42));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      vm.refresh();
      expect(vm.error).toBe(true);
      scheduler.flush();
      expect(calls).toBe(2);
      expect(vm.error).toBe(false);
      expect(vm.count).toBe(42);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      console.error = original;
    }
  });

  it("document 2 §8: an export over 100,000 rows shows the 10 s warning and fetches nothing", async () => {
    const { vm, query, toasts } = setup();
    query.count$.next(100001);
    const before = query.requests.length;
    await vm.exportXlsx();
    expect(toasts.shown).toEqual([EXPORT_LIMIT_TOAST]);
    expect(EXPORT_LIMIT_TOAST).toMatchObject({ severity: 'warn', detail: 'The number of records exceeds the limit of 100000. Please refine your search.', life: 10000 });
    expect(query.requests.length).toBe(before);
  });

  it('the export sheet has every non-hidden column with its type; percent columns are percent, callback columns their text', () => {
    const { vm } = setup({
      ...CONFIG,
      columns: [...CONFIG.columns, { field: 'efficiency_percent', column_type: 'float', header: 'Efficiency %' }, { field: 'x', column_type: 'callback', header: 'X' }],
    });
    const sheet = vm.exportSheet(vm.config.columns.filter((c) => c.column_type !== 'hidden'), [{ quantity: 1 }]);
    expect(sheet.columns.map((c) => c.type)).toEqual(['datetime', 'string', 'float', 'string', 'percent', 'string']);
    expect(sheet.rows[0]).toMatchObject({ x: 'N/A' });
    // Issue 35 point 7: the file's date-times are the profile's wall clock, as on screen.
    expect(sheet.timeZone).toBe('US/Eastern');
    expect(vm.cellText(CONFIG.columns[1]!, { timestamp: '2026-11-27T23:47:00Z' })).toBe('2026-11-27 18:47:00');
  });

  it('issue 33 §3: an export of 25,001 rows fetches them in pages of 10,000 and writes every row, read back from the file', { timeout: 60_000 }, async () => {
    const { vm, query } = setup();
    const answered: TableQueryRequest[] = [];
    // Each page's rows are numbered by their place in the export, so a skipped or repeated page shows.
    query.rows = (request: TableQueryRequest, mode: FetchMode) => {
      query.requests.push({ kind: 'rows', request, mode });
      answered.push(request);
      const offset = request.offset ?? 0;
      return of(Array.from({ length: request.limit ?? 0 }, (_, i) => ({ id: offset + i, timestamp: '2026-11-26T08:00:00Z', machine_key: `M-${offset + i}`, quantity: offset + i, note: null })));
    };
    query.count$.next(25_001);
    const seen: Array<{ done: number; total: number }> = [];
    const { autorun } = await import('mobx');
    const stop = autorun(() => vm.exporting && seen.push({ ...vm.exporting }));
    const file = await vm.buildExport();
    stop();
    const pages = answered.filter((r) => r.fields.length === 4);
    expect(pages.map((r) => [r.offset, r.limit])).toEqual([[0, 10_000], [10_000, 10_000], [20_000, 5_001]]);
    expect(pages[0]!.order_by).toEqual([{ timestamp: 'desc' }, { id: 'asc' }]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file!.arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(25_002);
    // 08:00 UTC is 03:00 on the profile's (US/Eastern) wall clock, which the file shows as the screen does.
    expect(ws.getRow(2).values).toEqual([undefined, new Date('2026-11-26T03:00:00Z'), 'M-0', 0]);
    expect(ws.getRow(25_002).getCell(2).value).toBe('M-25000');
    expect(ws.getRow(25_002).getCell(3).value).toBe(25_000);
    expect(seen[0]).toEqual({ done: 0, total: 25_001 });
    expect(seen.some((p) => p.done > 0 && p.done < 25_001)).toBe(true);
    expect(vm.exporting).toBeNull();
  });

  it('document 2 §9: over 100,000 matching rows the table says so before Download is pressed', () => {
    const { vm, query } = setup();
    query.count$.next(100_000);
    expect(vm.overExportLimit).toBe(false);
    query.count$.next(330_123);
    expect(vm.overExportLimit).toBe(true);
  });
});
