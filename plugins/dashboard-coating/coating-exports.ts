import { coatingActual, type CoatingTotals } from './common/coating-actuals';
import { exportElementToPdf } from '../../workbench/kit/export/pdf-export';
import { downloadXlsx, type ExportColumn, type ExportSheet } from '../../workbench/kit/export/xlsx-export';
import type { KpiViewModel } from './kpi.view-model';
import type { PerformanceViewModel } from './performance.view-model';

export const KPI_PDF = 'kpi_report.pdf';
export const PERFORMANCE_PDF = 'performance.pdf';
/** The specification names no XLSX file for these screens: the PDF's name with .xlsx. */
export const KPI_XLSX = 'kpi_report.xlsx';
export const PERFORMANCE_XLSX = 'performance.xlsx';

/** Document 3 §9: A4 landscape (the block's page), 10 mm margins, scale 2, 1250 px wide, 2 s render delay. */
export const DASHBOARD_PDF = { marginMm: 10, scale: 2, widthPx: 1250, renderDelayMs: 2000 } as const;

/**
 * The screen's content under its title and scope (the heading's dates and shift). Throws 'PDF
 * content element not found' when the screen's content is missing.
 */
export function exportKpiPdf(element: HTMLElement | null, scope: string): Promise<void> {
  return exportElementToPdf(element, { fileName: KPI_PDF, title: `KPI · ${scope}`, ...DASHBOARD_PDF });
}

export function exportPerformancePdf(element: HTMLElement | null, scope: string): Promise<void> {
  return exportElementToPdf(element, { fileName: PERFORMANCE_PDF, title: `Performance · ${scope}`, ...DASHBOARD_PDF });
}

const DAILY_COLUMNS: ExportColumn[] = [
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'lineal_produced', header: 'Lineal Produced', type: 'float' },
  { key: 'weight_produced', header: 'Weight Produced', type: 'float' },
  { key: 'msf_produced', header: 'MSF Produced', type: 'float' },
  { key: 'lf_per_hour', header: 'LF per Hour', type: 'float' },
  { key: 'uptime_hours', header: 'Uptime Hours', type: 'float' },
  { key: 'downtime_hours', header: 'Downtime Hours', type: 'float' },
  { key: 'roll_count', header: 'Rolls', type: 'int' },
  { key: 'num_changeovers', header: 'Changeovers', type: 'int' },
];

const dailyRow = (date: string, t: CoatingTotals) => ({ date, ...t, lf_per_hour: coatingActual('lf_per_hour', t) });

function dailySheet(rows: Array<{ key: string; totals: CoatingTotals }>): ExportSheet {
  return { name: 'Daily Performance', columns: DAILY_COLUMNS, rows: rows.map((r) => dailyRow(r.key, r.totals)) };
}

export function kpiSheets(vm: KpiViewModel): ExportSheet[] {
  return [
    {
      name: 'KPI',
      columns: [
        { key: 'label', header: 'Metric', type: 'string' },
        { key: 'actual', header: 'Actual', type: 'float' },
        { key: 'goal', header: 'Goal', type: 'float' },
        { key: 'percent', header: 'Percent of Goal', type: 'float' },
        { key: 'target', header: 'Daily Target', type: 'float' },
        { key: 'yellow', header: 'Yellow Threshold (%)', type: 'float' },
        { key: 'red', header: 'Red Threshold (%)', type: 'float' },
        { key: 'zone', header: 'Zone', type: 'string' },
      ],
      rows: vm.gauges.map((g) => ({ label: g.label, actual: g.actual, goal: g.goal, percent: g.percent, target: g.target.target, yellow: g.target.yellow, red: g.target.red, zone: g.zone })),
    },
    dailySheet(vm.daily),
    {
      name: 'Downtime by Reason',
      columns: [
        { key: 'reason', header: 'Reason', type: 'string' },
        { key: 'minutes', header: 'Minutes', type: 'float' },
      ],
      rows: vm.downtimeByReason,
    },
  ];
}

export function exportKpiXlsx(vm: KpiViewModel): Promise<void> {
  return downloadXlsx(KPI_XLSX, kpiSheets(vm));
}

export function performanceSheets(vm: PerformanceViewModel): ExportSheet[] {
  const month: ExportColumn = { key: 'month', header: 'Month', type: 'string' };
  const change: ExportColumn = { key: 'change', header: 'Change (%)', type: 'float' };
  return [
    {
      name: 'Month to Month Performance',
      columns: [month, { key: 'lineal_produced', header: 'Lineal Produced', type: 'float' }, change, { key: 'msf_produced', header: 'MSF Produced', type: 'float' }, { key: 'lf_per_hour', header: 'LF per Hour', type: 'float' }, { key: 'uptime_hours', header: 'Uptime Hours', type: 'float' }, { key: 'downtime_hours', header: 'Downtime Hours', type: 'float' }],
      rows: vm.performance.map((r) => ({ month: r.month, ...r.totals, change: r.change, lf_per_hour: coatingActual('lf_per_hour', r.totals) })),
    },
    {
      name: 'Month to Month Scrap',
      columns: [month, { key: 'split_roll_count', header: 'Split Rolls', type: 'int' }, change, { key: 'roll_count', header: 'All Rolls', type: 'int' }],
      rows: vm.scrap.map((r) => ({ month: r.month, ...r.totals, change: r.change })),
    },
    {
      name: 'Full & Half Roll Counts',
      columns: [month, { key: 'full_roll_count', header: 'Full Rolls', type: 'int' }, { key: 'split_roll_count', header: 'Half Rolls', type: 'int' }, { key: 'roll_count', header: 'All Rolls', type: 'int' }],
      rows: vm.months.map((m) => ({ month: m.key, ...m.totals })),
    },
    {
      name: 'Roll Changeovers',
      columns: [month, { key: 'num_changeovers', header: 'Changeovers', type: 'int' }, { key: 'changeover_mins', header: 'Changeover Minutes', type: 'float' }, { key: 'per', header: 'Minutes per Changeover', type: 'float' }],
      rows: vm.months.map((m) => ({ month: m.key, ...m.totals, per: coatingActual('changeover_per_min', m.totals) })),
    },
    dailySheet(vm.daily),
  ];
}

export function exportPerformanceXlsx(vm: PerformanceViewModel): Promise<void> {
  return downloadXlsx(PERFORMANCE_XLSX, performanceSheets(vm));
}
