import type { z } from 'zod';
import type { Role } from '../../core/model';
import type { Queryable } from '../db/database';
import type { AuthContext } from '../http/context';

/** How a column is read back: numerics as numbers, times as HH:MM, the rest as stored. */
export type ColumnKind = 'int' | 'text' | 'num' | 'bool' | 'json' | 'time';

export type ResourceOp = 'create' | 'update' | 'delete' | 'bulk';

export interface WriteContext {
  db: Queryable;
  auth: AuthContext;
  /** The row being changed (update, patch, bulk), absent on create. */
  existing?: Record<string, unknown>;
}

/**
 * A setup resource described as data: the generic helpers (list, retrieve, create, update, patch,
 * delete, save, bulk update) are written once over these definitions.
 */
export interface ResourceDef {
  /** URL segments under /v1/, e.g. ['inventory', 'bigbrain/inventory']; the first names it in the docs. */
  paths: readonly string[];
  table: string;
  /** Columns the API answers, with how they are read. Always includes the addressing key. */
  columns: Readonly<Record<string, ColumnKind>>;
  /** Items are addressed by id, or by euid (an all-digit value is then still read as an id). */
  key: 'id' | 'euid';
  /** Writable fields; keys of its output are columns (after prepare). Unknown fields are dropped. */
  schema: z.ZodObject;
  readRoles: readonly Role[];
  writeRoles: readonly Role[];
  ops: readonly ResourceOp[];
  /** Columns a list may be filtered on with ?column=value. */
  filters: readonly string[];
  orderBy: string;
  /** Extra computed columns of the list and item answers (SQL over the table alias t). */
  computed?: Readonly<Record<string, string>>;
  /** Turns validated fields into column values (derive, check references within the company). */
  prepare?: (values: Record<string, unknown>, w: WriteContext) => Promise<Record<string, unknown>>;
  /** Refuses a delete that would break the company (e.g. the company root entity). */
  beforeDelete?: (row: Record<string, unknown>, w: WriteContext) => Promise<void>;
}
