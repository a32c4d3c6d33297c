import type { ColumnDefinition, BoolExp, SortState, TableFilters, TableRow } from '../../../core/table-query';
import type { ServerExportDataset } from '../../../core/reports';
import type { ExportColumnType } from '../../../core/export/xlsx-types';

export type TableColumn = ColumnDefinition<Record<string, unknown>>;

/** What a screen tells the generic table. */
export interface DataTableConfig {
  /** Title above the table; also the PDF title. */
  title: string;
  /** Tracked GraphQL table, e.g. bigbrain_inpevent. */
  table: string;
  columns: readonly TableColumn[];
  /** The screen's fixed condition, combined with the user's filters. */
  baseWhere?: BoolExp;
  /** Sort before the user clicks a header (e.g. timestamp newest first). */
  defaultSort?: SortState;
  /** Key the settings and filters are remembered under: the current route path. */
  storageKey: string;
  /** Polling interval when realtime is off; absent means one network-only query. */
  pollIntervalMs?: number;
  /** xlsx download file name (InpEvent_Report.xlsx, report.xlsx, {table}.xlsx). */
  exportFileName: string;
  /** A From / To date range over this date field (a path such as schedule.shift_date), both ends included. */
  dateRange?: { field: string; label: string };
  /** Whether the realtime toggle shows (default true). */
  realtimeToggle?: boolean;
  /** Toggle confirm mode: the realtime toggle asks 'Are you sure you want to change the toggle to ...?'. */
  confirmToggle?: boolean;
  /** Export type of a callback column (its text is converted); absent: string. */
  callbackExportTypes?: Readonly<Record<string, ExportColumnType>>;
  /**
   * Adds values the table itself cannot select (e.g. the location table's inventory quantity, summed
   * from another table) to the rows before they are shown or exported; read by callback columns.
   */
  decorateRows?: (rows: TableRow[]) => Promise<TableRow[]>;
  /** The report the server streams as xlsx (issue 33 point 3); absent: the browser writes the file from GraphQL pages. */
  serverExport?: ServerExportDataset;
  /** Hides the download and PDF buttons (document 2 §6: a flag hides them). */
  hideDownload?: boolean;
  /**
   * Fields that say what a row is (date, machine, shift): pinned at the table's left, they stay in
   * view while the other columns scroll sideways (issue 35 point 6).
   */
  pinnedColumns?: readonly string[];
  /**
   * Where the screen keeps its sort and filters instead of the tab's session storage (the Inventory
   * Data screen's inventoryState in the device settings, document 3 §3); read once at start, written on each change.
   */
  keptView?: KeptTableView;
  /** Test id prefix. */
  testId?: string;
}

/** A screen's own home for its table's sort and filters. */
export interface KeptTableView {
  /** null: nothing kept; the table opens with the screen's default sort and no filters. */
  load(): { sort: SortState; filters: TableFilters } | null;
  save(view: { sort: SortState; filters: TableFilters }): void;
}
