/** File names of the exports (spec document 2, section 9). */
export const TRANSACTION_REPORT_FILE = 'InpEvent_Report.xlsx';
export const DEFAULT_REPORT_FILE = 'report.xlsx';

/** '{table}.xlsx' for a table's own download button. */
export function tableXlsxFileName(table: string): string {
  return `${table}.xlsx`;
}

function isoDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * '{title}_dashboard_{date}.pdf' (spec document 2, section 9). The date format is not given: we
 * use the local calendar date as YYYY-MM-DD, which sorts in a folder listing. Characters a file
 * system refuses are replaced by '_'.
 */
export function pdfFileName(title: string, date: Date | string = new Date()): string {
  const day = typeof date === 'string' ? date.slice(0, 10) : isoDate(date);
  const safeTitle = title.trim().replace(/[\\/:*?"<>|]+/g, '_') || 'report';
  return `${safeTitle}_dashboard_${day}.pdf`;
}
