export type ExportColumnType = 'string' | 'int' | 'float' | 'percent' | 'date' | 'datetime' | 'bool';

export interface ExportColumn {
  /** Field of the row; a dotted path follows a nested object. */
  key: string;
  header: string;
  type: ExportColumnType;
  /** The Excel number format, when not the type's (a rate to 2 decimals, a duration as [h]:mm). */
  numFmt?: string;
}

/** One record of an export: its fields by key (a flag column may be added beside the values). */
export type ExportRow = Readonly<Record<string, unknown>>;

/** A sheet without its rows: what a row-by-row writer needs before the first page arrives. */
export type ExportSheetHeader = Omit<ExportSheet, 'rows'>;

export interface ExportSheet {
  name: string;
  columns: readonly ExportColumn[];
  rows: readonly ExportRow[];
  /**
   * IANA zone whose wall-clock time date-time cells show (Excel has no time zones). Absent: UTC.
   * Date-only values ('YYYY-MM-DD') are calendar days and never shift.
   */
  timeZone?: string;
}
