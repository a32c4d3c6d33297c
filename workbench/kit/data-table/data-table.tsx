import type { ColDef, ICellRendererParams, ValueGetterParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { ProgressBar } from 'primereact/progressbar';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EXPORT_LIMIT_TOAST, LOADING, TABLE_ERROR, TABLE_NO_RESULTS } from '../../../core/errors';
import { PAGE_SIZES, type TableRow } from '../../../core/table-query';
import { useViewportWidth } from '../../api/use-viewport-width';
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT, gridTheme, tableScale } from './ag-grid-setup';
import { columnAlign, sumText } from '../../../core/export/cell-format';
import { ColumnFilterDialog } from './column-filter-dialog';
import { DateRangeInputs, NativeSelect, Switch } from './native-controls';
import type { DataTableConfig, TableColumn } from './data-table-config';
import type { DataTableViewModel } from './data-table.view-model';
import { HeaderCell, type HeaderCellParams } from './header-cell';
import { METRIC_CELL_EXTRA_WIDTH, metricCellRenderer } from './metric-cell';
import { useMetricThresholds } from '../metric-setup/use-metric-thresholds';
import { paginatorTemplate, rowsThatFit } from './paginator-template';
import { ReportSettingsDialog } from './report-settings-dialog';
import { dataTableIds } from './test-ids';
import { useDataTableViewModel } from './use-data-table';
import { useRowsWhenFirstFilled } from './use-sizing-rows';
import { useRootFontScale } from '../charts/wall-scale';
import './data-table.css';

/** Document 2 §9: the button column is 90 px wide. */
const BUTTON_COLUMN_WIDTH = 90;
const SUM_ROW_ID = '__sum__';

/**
 * Wide enough for the header's longest word beside its sort and filter buttons (a header may wrap
 * onto two lines: "Inventory / Qty" on a tablet), and for a date-time. Below that ag-grid cut
 * "Machine" to "Mac..." at 1440 px.
 */
function minColumnWidth(c: TableColumn): number {
  // The sort and filter icons share one 28 px lane at the header's right (data-table.css).
  const buttons = c.sortable || (c.column_type !== 'callback' && c.column_type !== 'hidden') ? 28 : 0;
  const longestWord = Math.max(...c.header.split(/\s+/).map((w) => w.length));
  const header = Math.round(longestWord * 9) + 40 + buttons;
  return Math.max(header, c.column_type === 'datetime' ? 190 : c.column_type === 'string' ? 110 : 90);
}

/** A wrapped cell's lines at text spacing, not at the row height (40 px between the lines of a description). */
const WRAPPED_CELL = { lineHeight: '1.4', paddingTop: '0.6rem', paddingBottom: '0.6rem' };

/** A cell text's width at 14 px: capitals are wider than the 7.5 px average ('AFTERNOON' was cut to 'AFTERNO...' in a pinned column). */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch >= 'A' && ch <= 'Z' ? 10 : 7.5;
  return width;
}

interface ColumnFit {
  /** Share of the spare width. */
  flex: number;
  minWidth: number;
}

/**
 * Each column's width from its longest text on the page (or its header, with room for the
 * buttons): a location's name was cut to "Finished Goo..." beside a half-empty key column. A
 * column that wraps is held to its header; one that does not is as wide as its text up to 240 px.
 */
function columnFits(columns: readonly TableColumn[], rows: readonly TableRow[], textOf: (c: TableColumn, r: TableRow) => string): Map<string, ColumnFit> {
  return new Map(
    columns.map((c) => {
      const longest = rows.reduce((n, r) => Math.max(n, textOf(c, r).length), 0);
      const widest = rows.reduce((n, r) => Math.max(n, textWidth(textOf(c, r))), 0);
      const text = c.wrap ? 0 : Math.min(240, Math.round(widest) + 32) + (c.metric ? METRIC_CELL_EXTRA_WIDTH : 0);
      return [c.field, { flex: Math.max(6, c.header.length + 4, Math.min(longest, c.wrap ? 40 : 30)), minWidth: Math.max(minColumnWidth(c), text) }];
    }),
  );
}

/**
 * The pinned fields that lead the shown columns: a column moved behind an unpinned one in Report
 * Settings scrolls with it, so the user's order holds (document 2 §2).
 */
function leadingPinned(columns: readonly TableColumn[], pinnedFields: readonly string[]): Set<string> {
  const leading = new Set<string>();
  for (const c of columns) {
    if (!pinnedFields.includes(c.field)) break;
    leading.add(c.field);
  }
  return leading;
}

/** The sums row: each summed column's total, and 'Total' naming the row in its first column (an unlabelled 27609815 read as data). */
function footText(c: TableColumn, index: number, sums: Readonly<Record<string, number | null | undefined>>): string {
  if (c.sum) return sumText(c, sums[c.field]);
  return index === 0 ? 'Total' : '';
}

export interface DataTableProps {
  config: DataTableConfig;
  /** Buttons beside the title (e.g. Create). */
  toolbar?: ReactNode;
  /** Per-row buttons (edit, remove) in a 90 px column. */
  rowActions?: (row: TableRow) => ReactNode;
  /** Lets the screen reach the table (refresh after a save). */
  onViewModel?: (vm: DataTableViewModel) => void;
}

/** The generic table: a view-model per mounted table. */
export function DataTable(props: DataTableProps) {
  const vm = useDataTableViewModel(props.config);
  const { onViewModel } = props;
  useEffect(() => {
    onViewModel?.(vm);
  }, [vm, onViewModel]);
  return <DataTableView vm={vm} toolbar={props.toolbar} rowActions={props.rowActions} />;
}

/**
 * The table with its header (title, Report Settings, Clear Filters, realtime, downloads), the grid,
 * the footer sums, the paginator, and the states of document 2 §4.
 */
const DataTableView = observer(function DataTableView({ vm, toolbar, rowActions }: { vm: DataTableViewModel; toolbar?: ReactNode; rowActions?: (row: TableRow) => ReactNode }) {
  const config = vm.config;
  const id = config.testId ?? config.table;
  const width = useViewportWidth();
  const [filterColumn, setFilterColumn] = useState<TableColumn | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [autoSize, setAutoSize] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const gridBox = useRef<HTMLDivElement>(null);
  // Rows and header grow with the type on a wall display (the theme's type is in rem).
  const scale = tableScale(useRootFontScale());
  const rowHeight = Math.round(GRID_ROW_HEIGHT * scale);
  const headerHeight = Math.round(GRID_HEADER_HEIGHT * scale);
  // Widths are measured for 14 px text: they grow with it, or a wall display cuts 'Actions' and
  // 'MIDNIGHT' short.
  const scaled = useCallback((px: number) => Math.round(px * scale), [scale]);

  // Auto-sizing mode: as many rows as fit between the grid's top and the bottom of the window.
  useEffect(() => {
    if (!autoSize) {
      vm.setAutoLimit(null);
      return;
    }
    const fit = () => {
      const top = gridBox.current?.getBoundingClientRect().top ?? 0;
      const free = window.innerHeight - top - headerHeight - 72; // paginator and sum row
      vm.setAutoLimit(rowsThatFit(free, rowHeight));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [autoSize, vm, rowHeight, headerHeight]);

  const columns = vm.visibleColumns;
  // Metric columns show each value's status by the company's Metric Setup thresholds (issue 33 point 2).
  const thresholds = useMetricThresholds(vm.config.columns.some((c) => c.metric !== undefined));
  const hasSums = columns.some((c) => c.sum);
  // Set once the first rows of these columns arrive, so realtime updates do not make the columns jump.
  const sizingRows = useRowsWhenFirstFilled(columns, vm.rows);
  const fits = useMemo(() => columnFits(columns, sizingRows, (c, r) => vm.cellText(c, r)), [columns, sizingRows, vm]);
  // New sums make new column definitions, so the grid draws the sum row again.
  const sums = vm.sums;
  const pinned = useMemo(() => leadingPinned(columns, config.pinnedColumns ?? []), [columns, config.pinnedColumns]);
  const colDefs = useMemo<ColDef<TableRow>[]>(() => {
    const defs: ColDef<TableRow>[] = columns.map((c, i) => ({
      colId: c.field,
      headerName: c.header,
      valueGetter: (p: ValueGetterParams<TableRow>) =>
        p.node?.rowPinned === 'bottom' ? footText(c, i, sums) : p.data ? vm.cellText(c, p.data) : '',
      headerComponent: HeaderCell,
      wrapHeaderText: true,
      autoHeaderHeight: true,
      headerComponentParams: { tableColumn: c, vm, onFilter: setFilterColumn } satisfies HeaderCellParams,
      ...(c.metric ? { cellRenderer: metricCellRenderer(c, thresholds) } : {}),
      cellStyle: c.wrap === true ? { textAlign: columnAlign(c), ...WRAPPED_CELL } : { textAlign: columnAlign(c) },
      wrapText: c.wrap === true,
      autoHeight: c.wrap === true,
      minWidth: scaled(fits.get(c.field)!.minWidth),
      // A pinned column keeps its width (ag-grid shares spare width among the scrolling columns only).
      ...(pinned.has(c.field) ? { pinned: 'left' as const, width: scaled(fits.get(c.field)!.minWidth) } : { flex: fits.get(c.field)!.flex }),
      sortable: false,
      suppressMovable: true,
      resizable: true,
    }));
    if (rowActions) {
      defs.push({
        colId: '__actions__',
        headerName: 'Actions',
        width: scaled(BUTTON_COLUMN_WIDTH),
        minWidth: scaled(BUTTON_COLUMN_WIDTH),
        maxWidth: scaled(BUTTON_COLUMN_WIDTH),
        pinned: 'right',
        sortable: false,
        resizable: false,
        cellRenderer: (p: ICellRendererParams<TableRow>) => (p.node.rowPinned || !p.data ? null : <div className="dt-row-actions">{rowActions(p.data)}</div>),
      });
    }
    return defs;
  }, [columns, vm, rowActions, sums, fits, thresholds, pinned, scaled]);

  const exportPdf = async () => {
    setPdfBusy(true);
    try {
      const [{ exportTableToPdf }, { pdfFileName }] = await Promise.all([import('../export/pdf-table-export'), import('../export/export-file-names')]);
      await exportTableToPdf({
        fileName: pdfFileName(config.title),
        title: config.title,
        columns: columns.map((c) => ({ header: c.header, align: columnAlign(c) })),
        rows: vm.rows.map((r) => columns.map((c) => vm.cellText(c, r))),
        timeZone: vm.timeZone,
        foot: hasSums ? columns.map((c, i) => footText(c, i, vm.sums)) : undefined,
      });
    } catch (e) {
      console.error('PDF export failed', e);
    } finally {
      setPdfBusy(false);
    }
  };

  const status = vm.error ? TABLE_ERROR : vm.loading && vm.rows.length === 0 ? LOADING : vm.empty ? TABLE_NO_RESULTS : null;
  const limit = vm.effectiveLimit;
  const settingsButtonId = `${id}-report-settings`;
  return (
    <section className="dt" aria-labelledby={dataTableIds.title(id)} data-testid={dataTableIds.root(id)} aria-busy={vm.loading}>
      {/* Two rows: what the user does with the table beside its title, then what narrows or keeps it current. */}
      <header className="dt-toolbar">
        <h1 id={dataTableIds.title(id)} data-testid={dataTableIds.title(id)}>
          {config.title}
        </h1>
        <div className="dt-actions">
          {toolbar}
          {vm.hasFilters && (
            <Button
              label="Clear Filters"
              icon="pi pi-filter-slash"
              outlined
              size="small"
              onClick={(e) => {
                // The button goes with the filters: its focus moves to Report Settings beside it, not to the page's body.
                const hadFocus = document.activeElement === e.currentTarget;
                vm.clearFilters();
                if (hadFocus) document.getElementById(settingsButtonId)?.focus();
              }}
            />
          )}
          <Button id={settingsButtonId} label="Report Settings" icon="pi pi-cog" outlined size="small" onClick={() => setSettingsOpen(true)} />
          {!config.hideDownload && (
            <>
              <Button
                icon="pi pi-file-excel"
                label="Download"
                outlined
                size="small"
                onClick={() => void vm.exportXlsx()}
                disabled={vm.exporting !== null || vm.loading}
                aria-label="Download spreadsheet"
                aria-describedby={vm.overExportLimit ? `${id}-export-limit` : undefined}
              />
              <Button icon="pi pi-file-pdf" label="PDF" outlined size="small" onClick={() => void exportPdf()} disabled={vm.loading || pdfBusy} loading={pdfBusy} aria-label="Export to PDF" />
            </>
          )}
        </div>
      </header>
      <div className="dt-options">
        {config.dateRange && <DateRangeInputs id={`${id}-range`} label={config.dateRange.label} range={vm.state.range} onChange={(start, end, moved) => vm.setDateRange(start, end, moved)} />}
        {config.realtimeToggle !== false && <Switch id={`${id}-realtime`} checked={vm.state.realtime} onChange={(on) => void vm.setRealtime(on)} label="Realtime" />}
        <Switch id={`${id}-autosize`} checked={autoSize} onChange={setAutoSize} label="Fit rows" />
      </div>
      {vm.message && (
        <p className="dt-message" role="status">
          <i className="pi pi-info-circle" aria-hidden /> {vm.message}
          <Button icon="pi pi-times" text size="small" aria-label="Dismiss" onClick={() => vm.dismissMessage()} />
        </p>
      )}
      {!config.hideDownload && vm.overExportLimit && (
        <p className="dt-message" id={`${id}-export-limit`} data-testid={dataTableIds.exportLimit(id)}>
          <i className="pi pi-exclamation-triangle" aria-hidden /> {EXPORT_LIMIT_TOAST.detail}
        </p>
      )}
      {vm.exporting && (
        <div className="dt-export" role="status" data-testid={dataTableIds.exportProgress(id)}>
          <span>
            Exporting {vm.exporting.done.toLocaleString('en-US')} of {vm.exporting.total.toLocaleString('en-US')} rows…
          </span>
          <ProgressBar
            value={vm.exporting.total ? Math.round((100 * vm.exporting.done) / vm.exporting.total) : 0}
            showValue={false}
            aria-label="Rows exported"
            aria-valuetext={`${vm.exporting.done.toLocaleString('en-US')} of ${vm.exporting.total.toLocaleString('en-US')} rows`}
            style={{ height: '0.5rem' }}
          />
        </div>
      )}
      <div className="dt-grid" ref={gridBox} data-testid={dataTableIds.grid(id)}>
        <AgGridReact<TableRow>
          theme={gridTheme}
          rowData={vm.error ? [] : vm.rows}
          columnDefs={colDefs}
          getRowId={(p) => (p.data.id !== undefined ? String(p.data.id) : JSON.stringify(p.data))}
          pinnedBottomRowData={hasSums && vm.rows.length > 0 ? [{ id: SUM_ROW_ID }] : undefined}
          domLayout="autoHeight"
          rowHeight={rowHeight}
          headerHeight={headerHeight}
          suppressNoRowsOverlay
          suppressLoadingOverlay
          suppressCellFocus={false}
          ensureDomOrder
          suppressColumnVirtualisation
        />
        {vm.overlay && (
          <div className="dt-overlay" data-testid={dataTableIds.overlay(id)}>
            <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} aria-label="Loading" />
          </div>
        )}
        {status && (
          <p className={vm.error ? 'p-error dt-status dt-status-error' : 'dt-status'} role={vm.error ? 'alert' : 'status'} data-testid={dataTableIds.status(id)}>
            {status}
          </p>
        )}
      </div>
      <Paginator
        first={vm.state.offset}
        rows={limit}
        totalRecords={vm.count}
        template={{
          layout: paginatorTemplate(width, !autoSize),
          RowsPerPageDropdown: () => (
            <NativeSelect value={vm.state.limit} options={PAGE_SIZES.map((n) => ({ label: String(n), value: n }))} onChange={(n) => vm.setPageSize(n)} label="Rows per page" />
          ),
        }}
        currentPageReportTemplate="{first} to {last} of {totalRecords}"
        onPageChange={(e) => vm.goToPage(e.page)}
        data-testid={dataTableIds.paginator(id)}
        className="dt-paginator"
      />
      <p className="dt-count" data-testid={dataTableIds.count(id)}>
        {vm.count.toLocaleString('en-US')} {vm.count === 1 ? 'record' : 'records'}
      </p>
      {settingsOpen && (
        <ReportSettingsDialog
          columns={vm.selectableColumns}
          visible={vm.visibleColumns}
          onHide={() => setSettingsOpen(false)}
          onSave={(fields) => {
            vm.setColumns(fields);
            setSettingsOpen(false);
          }}
        />
      )}
      {filterColumn && (
        <ColumnFilterDialog
          column={filterColumn}
          initial={vm.filterOf(filterColumn.field)}
          onHide={() => setFilterColumn(null)}
          onApply={(filter) => {
            vm.applyFilter(filterColumn.field, filter);
            setFilterColumn(null);
          }}
        />
      )}
    </section>
  );
});
