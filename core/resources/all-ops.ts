import type { ResourceOp } from './resource-entry';

/** Create, update (PUT, POST, PATCH), delete and bulk update. */
export const ALL_OPS: readonly ResourceOp[] = ['create', 'update', 'delete', 'bulk'];
