import type { ReportDataset } from '../../core/navigation';
import type { DataTableConfig } from '../../workbench/kit/data-table/data-table-config';
import { DEFAULT_REPORT_FILE, TRANSACTION_REPORT_FILE } from '../../workbench/kit/export/export-file-names';
import { INVENTORY_COLUMNS, LOCATION_COLUMNS, SERVER_EXPORTS } from '../../core/reports';

/**
 * The reports. Each remembers its settings under its own route path (/report/<dataset>), whether
 * it is opened at that route or in the Data Explorer's Report mode, so both show the same filters.
 */
export function reportConfig(dataset: ReportDataset): DataTableConfig {
  switch (dataset) {
    case 'transactions':
      return {
        ...SERVER_EXPORTS.transactions,
        // Written by the server as a stream (issue 33 point 3): the browser holds no workbook.
        serverExport: 'transactions',
        defaultSort: { field: 'timestamp', direction: 'desc' },
        // Plant staff look up a production day by its shift date, not by UTC time stamps.
        dateRange: { field: 'shift_date', label: 'Shift date' },
        pinnedColumns: ['timestamp', 'machine_key'],
        storageKey: '/report/transactions',
        exportFileName: TRANSACTION_REPORT_FILE,
        testId: 'report-transactions',
      };
    case 'schedule':
      return {
        ...SERVER_EXPORTS.schedule,
        serverExport: 'schedule',
        defaultSort: { field: 'schedule.shift_date', direction: 'desc' },
        dateRange: { field: 'schedule.shift_date', label: 'Shift date' },
        pinnedColumns: ['schedule.shift_date', 'schedule.machine_key', 'schedule.shift_key'],
        // Toggle confirm mode (document 2 §4): realtime re-runs this table's joined query on every change.
        confirmToggle: true,
        storageKey: '/report/schedule',
        exportFileName: DEFAULT_REPORT_FILE,
        testId: 'report-schedule',
      };
    case 'inventory':
      return {
        title: 'Inventory Report',
        table: 'bigbrain_inpinventory',
        columns: INVENTORY_COLUMNS,
        defaultSort: { field: 'location_key', direction: 'asc' },
        storageKey: '/report/inventory',
        exportFileName: DEFAULT_REPORT_FILE,
        testId: 'report-inventory',
      };
    case 'location':
      return {
        title: 'Location Report',
        table: 'bigbrain_inplocation',
        columns: LOCATION_COLUMNS,
        defaultSort: { field: 'key', direction: 'asc' },
        storageKey: '/report/location',
        exportFileName: DEFAULT_REPORT_FILE,
        testId: 'report-location',
      };
  }
}
