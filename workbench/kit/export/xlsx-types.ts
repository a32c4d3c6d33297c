export type ExportColumnType = 'string' | 'int' | 'float' | 'percent' | 'date' | 'datetime' | 'bool';

export interface ExportColumn {
  /** Field of the row; a dotted path follows a nested object. */
  key: string;
  header: string;
  type: ExportColumnType;
}

export interface ExportSheet {
  name: string;
  columns: readonly ExportColumn[];
  rows: ReadonlyArray<Record<string, unknown>>;
  /**
   * IANA zone whose wall-clock time date-time cells show (Excel has no time zones). Absent: UTC.
   * Date-only values ('YYYY-MM-DD') are calendar days and never shift.
   */
  timeZone?: string;
}
