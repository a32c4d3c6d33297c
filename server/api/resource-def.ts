import type { ResourceEntry } from '../../core/resources';
import type { Queryable } from '../db/database';
import type { AuthContext } from '../http/context';

export interface WriteContext {
  db: Queryable;
  auth: AuthContext;
  /** The row being changed (update, patch, bulk), absent on create. */
  existing?: Record<string, unknown>;
}

export type { ColumnKind, ResourceOp } from '../../core/resources';

/**
 * A catalogue entry (core/resources) with what only the server knows: computed SQL columns and the
 * write hooks. The generic helpers (list, retrieve, create, update, patch, delete, save, bulk
 * update) are written once over these definitions.
 */
export interface ResourceDef extends ResourceEntry {
  /** Extra computed columns of the list and item answers (SQL over the table alias t). */
  computed?: Readonly<Record<string, string>>;
  /** Turns validated fields into column values (derive, check references within the company). */
  prepare?: (values: Record<string, unknown>, w: WriteContext) => Promise<Record<string, unknown>>;
  /** Refuses a delete that would break the company (e.g. the company root entity). */
  beforeDelete?: (row: Record<string, unknown>, w: WriteContext) => Promise<void>;
}

/** The server-only parts of one resource. */
export type ResourceHooks = Pick<ResourceDef, 'computed' | 'prepare' | 'beforeDelete'>;
