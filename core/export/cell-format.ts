import { DateTime } from 'luxon';
import { formatHoursMinutes } from '../oee';
import { callbackCellText, type ColumnDefinition } from '../table-query';
import { fieldValue } from './xlsx-cells';
import type { ExportColumn, ExportColumnType } from './xlsx-types';

type Row = Record<string, unknown>;

/**
 * A float column whose field ends in '_percent' holds a 0..100 percentage: shown and exported with
 * 2 decimals (document 2 §9: report percent values are shown to 2 decimals). Our convention; the
 * column types of the specification have no percent type.
 */
export function isPercentColumn(column: ColumnDefinition<never>): boolean {
  return column.column_type === 'float' && column.field.endsWith('_percent');
}

/** Floats show up to 8 fraction digits as stored, trimmed of trailing zeros (the filter inputs' precision). */
const floatFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8, useGrouping: false });
const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** Sums read as amounts: thousands separators, at most 2 decimals (27,609,815, not 27609815). */
const sumFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount's cell: thousands separators, every stored fraction digit kept (7,777 and 17.25). */
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

/**
 * A column whose footer sums it holds an amount (a quantity, a count of units): its cells read as
 * a plant reader counts, 7,777 not 7777. Ids and years are int columns that never sum, keys and
 * Source IDs strings, so none of them is ever grouped. Percentages and display columns have their own format.
 */
export function isAmountColumn(column: ColumnDefinition<never>): boolean {
  return (column.column_type === 'float' || column.column_type === 'int') && column.sum === true && !column.display && !isPercentColumn(column);
}

/** An amount as its cell shows it (also for a callback cell holding one, as Locations' inventory quantity). */
export function amountText(n: number): string {
  return amountFormat.format(n);
}

/** A number in the column's display unit and precision (ColumnDefinition.display). */
function displayText(column: ColumnDefinition<never>, n: number): string | null {
  const display = column.display;
  if (!display) return null;
  if (display === 'h:mm') return formatHoursMinutes(n);
  return (n * (display.scale ?? 1)).toLocaleString('en-US', { minimumFractionDigits: display.decimals, maximumFractionDigits: display.decimals });
}

/**
 * A display column's value in the xlsx: the unrounded value in the unit the screen shows (a day
 * fraction for h:mm, as Excel counts time), so sums and formulas in the sheet stay exact.
 */
export function exportNumber(column: ColumnDefinition<never>, value: unknown): unknown {
  const display = column.display;
  const n = Number(value);
  if (!display || value === null || value === undefined || value === '' || !Number.isFinite(n)) return value;
  return display === 'h:mm' ? n / 86_400 : n * (display.scale ?? 1);
}

/** The xlsx number format of a display column: the screen's precision ('#,##0.00', '[h]:mm'); of an amount grouped ('#,##0', floats with their fraction); else the type's format. */
export function exportNumberFormat(column: ColumnDefinition<never>): string | undefined {
  const display = column.display;
  // An amount stays a number in the sheet, grouped as on screen; a float amount shows its fraction
  // (inventory's 17.25), as the float format without grouping did: the sheet says what the screen says.
  if (!display) return isAmountColumn(column) ? (column.column_type === 'int' ? '#,##0' : '#,##0.########') : undefined;
  if (display === 'h:mm') return '[h]:mm';
  return display.decimals > 0 ? `#,##0.${'0'.repeat(display.decimals)}` : '#,##0';
}

/**
 * A date-time as YYYY-MM-DD HH:MM:SS (sortable, unambiguous) in the profile's time zone, never the
 * browser's: the Profile promises "Every time on screen is shown in this zone" (issue 35 point 7), so
 * an event and the shift it belongs to read alike wherever the browser is.
 */
export function formatDateTime(value: string, timeZone: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const t = DateTime.fromJSDate(d, { zone: timeZone });
  return t.isValid ? t.toFormat('yyyy-MM-dd HH:mm:ss') : value;
}

/** The text of a cell as the table shows it; date-times in `timeZone` (the profile's). */
export function cellText(column: ColumnDefinition<Row>, row: Row, timeZone: string): string {
  if (column.column_type === 'callback') return callbackCellText(column, row);
  const value = fieldValue(row, column.field);
  if (value === null || value === undefined || value === '') return '';
  const choice = column.choices?.find((c) => c.value === value);
  if (choice) return choice.label;
  if (isAmountColumn(column)) {
    const n = Number(value);
    return Number.isFinite(n) ? amountText(n) : String(value);
  }
  switch (column.column_type) {
    case 'float': {
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      return displayText(column, n) ?? (isPercentColumn(column) ? percentFormat.format(n) : floatFormat.format(n));
    }
    case 'int':
      return String(value);
    case 'bool':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime':
      return formatDateTime(String(value), timeZone);
    default:
      return String(value);
  }
}

/** The footer sum text of a column. */
export function sumText(column: ColumnDefinition<Row>, sum: number | null | undefined): string {
  if (sum === null || sum === undefined) return '';
  if (column.column_type === 'int') return sumFormat.format(Math.round(sum));
  return displayText(column, sum) ?? (isPercentColumn(column) ? percentFormat.format(sum) : sumFormat.format(sum));
}

/** The xlsx column type of a table column. */
export function exportType(column: ColumnDefinition<Row>, callbackTypes?: Readonly<Record<string, ExportColumnType>>): ExportColumnType {
  switch (column.column_type) {
    case 'float':
      return isPercentColumn(column) ? 'percent' : 'float';
    case 'int':
    case 'date':
    case 'datetime':
    case 'bool':
    case 'string':
      return column.column_type;
    case 'callback':
      return callbackTypes?.[column.field] ?? 'string';
    case 'hidden':
      return 'string';
  }
}

/** Default alignment: numbers to the right, the rest to the left. */
export function columnAlign(column: ColumnDefinition<never>): 'left' | 'center' | 'right' {
  if (column.align) return column.align;
  return column.column_type === 'int' || column.column_type === 'float' ? 'right' : column.column_type === 'bool' ? 'center' : 'left';
}

/** The xlsx column of a table column: its field, header and export type (the table's Download and the export bench use it). */
export function exportColumn(column: ColumnDefinition<Row>, callbackTypes?: Readonly<Record<string, ExportColumnType>>): ExportColumn {
  return { key: column.field, header: column.header, type: exportType(column, callbackTypes), numFmt: exportNumberFormat(column) };
}
