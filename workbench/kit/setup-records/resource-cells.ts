import type { TableColumnSpec } from '../../../core/resources';

/** A rate as the setup tables show it: up to 3 fraction digits, en-US; empty when absent. */
export function formatRate(v: unknown): string {
  return formatDecimal(v, 3);
}

function formatDecimal(v: unknown, maximumFractionDigits: number): string {
  return v === null || v === undefined ? '' : Number(v).toLocaleString('en-US', { maximumFractionDigits });
}

/** A cell's text by its column's format (core/resources); undefined: the value as it is. */
export function formatCell(v: unknown, format: TableColumnSpec['format']): string | undefined {
  if (format === undefined) return undefined;
  if (format === 'rate') return formatRate(v);
  if (format === 'amount') return formatDecimal(v, 2);
  return v ? format.yes : format.no;
}
