import type { z } from 'zod';
import type { Role } from '../model';

/** How a stored column is read back: numerics as numbers, times as HH:MM, dates as YYYY-MM-DD, the rest as stored. */
export type ColumnKind = 'int' | 'text' | 'num' | 'bool' | 'json' | 'time' | 'date';

export type ResourceOp = 'create' | 'update' | 'delete' | 'bulk';

/** A column of a setup screen's table. */
export interface TableColumnSpec {
  field: string;
  header: string;
  sortable?: boolean;
  /** Kept on one line. */
  nowrap?: boolean;
  align?: 'right';
  width?: string;
  /** Shown on wide screens only (the table's secondary columns). */
  wideOnly?: boolean;
  /** 'rate': up to 3 fraction digits, en-US; 'amount': up to 2; a pair of words: the text of true and of false. */
  format?: 'rate' | 'amount' | { yes: string; no: string };
}

export type FormFieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'time' | 'color';

/** A control of a setup record's form dialog. */
export interface FormFieldSpec {
  name: string;
  label: string;
  kind: FormFieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  min?: number;
  max?: number;
  step?: number | 'any';
  hint?: string;
  /** Marked with an asterisk (document 2 §5 forms). */
  required?: boolean;
  /** A text field for a number typed freely (the schema names a wrong one), e.g. a quantity. */
  inputMode?: 'decimal';
  /** Shown only while another field holds this value (e.g. Planned for downtime reasons). */
  shownWhen?: { field: string; equals: unknown };
}

/**
 * One setup resource described as data, read by the server's generic routes (document 1 §7) and by
 * the browser's setup screens alike: what is stored, who reads and writes it, how it is validated,
 * named, listed and edited.
 */
export interface ResourceEntry<S extends z.ZodObject = z.ZodObject> {
  /** URL segments under /v1/, e.g. ['part', 'bigbrain/part']; the first names it (docs, browser calls). */
  paths: readonly string[];
  table: string;
  /** Columns the API answers, with how they are read. Always includes the addressing key. */
  columns: Readonly<Record<string, ColumnKind>>;
  /** Items are addressed by id, or by euid (an all-digit value is then still read as an id). */
  key: 'id' | 'euid';
  /** Writable fields, shared by the form and the server; unknown fields are dropped. */
  schema: S;
  readRoles: readonly Role[];
  writeRoles: readonly Role[];
  ops: readonly ResourceOp[];
  /** Columns a list may be filtered on with ?column=value. */
  filters: readonly string[];
  orderBy: string;
  /** How a screen names one record ('Part') and the list ('Parts'). */
  labels?: { singular: string; plural: string };
  tableColumns?: readonly TableColumnSpec[];
  formFields?: readonly FormFieldSpec[];
  /** The form's values for a new record. */
  newRecord?: Readonly<Record<string, unknown>>;
}
