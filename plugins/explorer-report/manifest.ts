import { explorerMode } from '../../workbench/api';

/** Report mode: Transaction Data, Schedule Data and the inventory and location reports. */
export const explorerReport = explorerMode({
  id: 'explorer-report',
  title: 'Reports',
  mode: 'REPORT',
  label: 'Report',
  order: 40,
  view: () => import('./report-view'),
  datasets: [
    { id: 'explorer-report.transactions', kind: 'Report', label: 'Transactions', mode: 'REPORT', key: 'transactions' },
    { id: 'explorer-report.schedule', kind: 'Report', label: 'Schedule', mode: 'REPORT', key: 'schedule' },
    { id: 'explorer-report.inventory', kind: 'Report', label: 'Inventory', mode: 'REPORT', key: 'inventory' },
    { id: 'explorer-report.location', kind: 'Report', label: 'Location', mode: 'REPORT', key: 'location' },
  ],
  routes: [
    { path: '/report/transactions', title: 'Transaction Data', page: () => import('./report-view').then((m) => ({ default: m.TransactionsPage })) },
    { path: '/report/schedule', title: 'Schedule Data', page: () => import('./report-view').then((m) => ({ default: m.SchedulePage })) },
    { path: '/report/inventory', title: 'Inventory Report', page: () => import('./report-view').then((m) => ({ default: m.InventoryReportPage })) },
  ],
  help: [
    {
      key: 'explorer-report/tables',
      title: 'Reports',
      body: 'Click a column header to sort (newest first, click again for oldest first); the funnel filters the column. Report Settings chooses the columns and their order. Download saves every matching row as a spreadsheet, PDF the shown page.',
    },
  ],
});
