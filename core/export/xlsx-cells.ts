import type { ExportColumnType } from './xlsx-types';

/** Excel number formats per column type: dates are real dates, percentages show 2 decimals of their full value. */
export const XLSX_NUMBER_FORMATS: Readonly<Record<ExportColumnType, string | undefined>> = {
  string: undefined,
  int: '0',
  float: '0.########',
  percent: '0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  bool: undefined,
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A number as a cell shows it, with thousands separators (7,777.5). */
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    // A callback column exports its cell's text, which groups an amount as the screen does.
    const n = Number(GROUPED.test(value.trim()) ? value.trim().replaceAll(',', '') : value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * A date-only 'YYYY-MM-DD' is the calendar day at UTC midnight, which Excel shows as that day.
 * A date-time is shown as the wall-clock time of `timeZoneOffsetMinutes(date)` (Excel has no zones),
 * so the file shows what the screen shows.
 */
function toDate(value: unknown, wallClock: (d: Date) => Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallClock(value);
  if (typeof value !== 'string' || value === '') return null;
  if (DATE_ONLY.test(value)) return new Date(`${value}T00:00:00Z`);
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : wallClock(d);
}

/** The cell value of a row's field for a column type; null leaves the cell empty. */
export function cellValue(type: ExportColumnType, value: unknown, wallClock: (d: Date) => Date): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'int': {
      const n = toNumber(value);
      return n === null ? null : Math.round(n);
    }
    // A percentage keeps full precision too, shown to 2 decimals by its '0.00' format: the sheet's own sums and averages stay exact.
    case 'float':
    case 'percent':
      return toNumber(value);
    case 'date':
    case 'datetime':
      return toDate(value, wallClock);
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 1) return true;
      if (value === 'false' || value === 0) return false;
      return null;
    case 'string':
      return typeof value === 'string' ? value : String(value);
  }
}

/** Reads a dotted path ('schedule.shift_date') from a row. */
export function fieldValue(row: Readonly<Record<string, unknown>>, key: string): unknown {
  if (!key.includes('.')) return row[key];
  let cur: unknown = row;
  for (const part of key.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
