import type { z } from 'zod';
import { ROLES } from '../model';
import type { ResourceEntry, ResourceOp } from './resource-entry';
import { SETUP_WRITER_ROLES } from './setup-writers';

type Access = 'readRoles' | 'writeRoles' | 'ops';

/**
 * A setup resource: every signed-in role reads it, the setup writers (ADMIN, MANAGER) create,
 * update, delete and bulk-update it, unless the entry says otherwise.
 */
export function setupResource<S extends z.ZodObject>(entry: Omit<ResourceEntry<S>, Access> & Partial<Pick<ResourceEntry<S>, Access>>): ResourceEntry<S> {
  const ops: readonly ResourceOp[] = ['create', 'update', 'delete', 'bulk'];
  return { readRoles: ROLES, writeRoles: SETUP_WRITER_ROLES, ops, ...entry };
}
