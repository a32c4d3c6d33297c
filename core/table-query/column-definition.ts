import { CALLBACK_COLUMN_MISSING } from '../errors';

/** Column kinds of the generic table (spec document 2, section 3, Column definition). */
export const COLUMN_TYPES = ['date', 'datetime', 'float', 'int', 'bool', 'string', 'callback', 'hidden'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface ColumnChoice {
  label: string;
  value: string | number | boolean;
}

export interface ColumnDefinition<Row = Record<string, unknown>> {
  /** Database field; a dotted path (schedule.shift_date) follows a relationship. */
  field: string;
  column_type: ColumnType;
  header: string;
  align?: 'left' | 'center' | 'right';
  wrap?: boolean;
  hidden?: boolean;
  /** The footer shows the column's aggregate sum. */
  sum?: boolean;
  choices?: ColumnChoice[];
  sortable?: boolean;
  docs?: string;
  /** The catalogue metric (MetricKey) whose values the column holds: its cells show the metric's status by the one colour rule. */
  metric?: string;
  /**
   * How a float column reads (issue 35 point 6): the stored value times `scale` (a rate stored per
   * second shown per minute) to `decimals` fraction digits with thousands separators, or stored
   * seconds as 'h:mm'. The xlsx keeps the unrounded value in that unit with a matching number format.
   */
  display?: ColumnDisplay;
  /** For callback columns: computes the cell from the row. */
  callback?: (row: Row) => string;
}

export type ColumnDisplay = { scale?: number; decimals: number } | 'h:mm';

/** A column is hidden by its flag or by the hidden column type. */
export function isHiddenColumn(column: ColumnDefinition<never>): boolean {
  return column.hidden === true || column.column_type === 'hidden';
}

export function visibleColumns<C extends ColumnDefinition<never>>(columns: readonly C[]): C[] {
  return columns.filter((c) => !isHiddenColumn(c));
}

/** The cell of a callback column, or 'N/A' when no callback is defined. */
export function callbackCellText<Row>(column: ColumnDefinition<Row>, row: Row): string {
  return column.callback ? column.callback(row) : CALLBACK_COLUMN_MISSING;
}
