import { randomUUID } from 'node:crypto';
import { RESOURCE_CATALOGUE, type ResourceName } from '../../core/resources';
import { shiftConflict } from '../../core/shifts';
import { dropDeletedShiftResults, rekeyRenamedShift } from '../engine/shift-rename';
import { HttpError } from '../http/context';
import { machinePartHooks, productionPlanHooks } from './plan-hooks';
import type { ResourceDef, ResourceHooks, WriteContext } from './resource-def';

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: [message] });
}

/** A referenced row must belong to the caller's company, or the write is refused as if it did not exist. */
async function ownRow(w: WriteContext, table: string, id: unknown, field: string, label: string): Promise<void> {
  const { rows } = await w.db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND _company_id = $2`, [id, w.auth.companyId]);
  if (rows.length === 0) throw fieldError(field, `${label} not found`);
}

const ENTITY_DEPTH = { SITE: 1, AREA: 2, MACHINE: 3 } as const;

/**
 * What only the server adds to the catalogue's resources (core/resources): checks against the
 * company's other rows, derived columns and computed SQL. A resource without hooks needs no line here.
 */
const SERVER_HOOKS: Partial<Record<ResourceName, ResourceHooks>> = {
  operation: {
    prepare: async (v, w) => {
      if (v.part_id !== undefined) await ownRow(w, 'bigbrain_part', v.part_id, 'part_id', 'Part');
      return v;
    },
  },
  // Only downtime can be planned (a changeover, a break); scrap, reject and rework reasons cannot.
  reason: {
    prepare: async (v, w) => {
      const kind = v.kind ?? w.existing?.kind;
      if (kind !== 'down' && v.planned === true) throw fieldError('planned', 'Only downtime reasons can be planned');
      return kind !== 'down' && v.kind !== undefined ? { ...v, planned: false } : v;
    },
  },
  shift: {
    // Overnight shifts are allowed; a shift sharing any minute with another is refused (issue 13).
    prepare: async (v, w) => {
      const merged = { name: String(v.name ?? w.existing?.name), start_time: String(v.start_time ?? w.existing?.start_time), end_time: String(v.end_time ?? w.existing?.end_time) };
      const { rows } = await w.db.query<{ name: string; start_time: string; end_time: string }>(
        `SELECT name, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time FROM bigbrain_shift WHERE _company_id = $1 AND id <> $2`,
        [w.auth.companyId, w.existing?.id ?? 0],
      );
      const conflict = shiftConflict(merged, rows);
      if (conflict) throw fieldError(conflict.startsWith('A shift named') ? 'name' : 'start_time', conflict);
      // A rename carries the shift's schedules, events and results over to the new name (issue 13).
      if (w.existing && typeof v.name === 'string') await rekeyRenamedShift(w.db, w.auth.companyId, String(w.existing.name), v.name);
      return v;
    },
    beforeDelete: async (row, w) => dropDeletedShiftResults(w.db, w.auth.companyId, String(row.name)),
  },
  /** Entities below the company: the parent (an euid) must be the caller's entity one level up. */
  entity: {
    computed: { parent: '(SELECT p.euid FROM bigbrain_entity p WHERE p._company_id = t._company_id AND p.id = t.parent_id)' },
    prepare: async (v, w) => {
      const { parent, ...rest } = v as { parent?: string; category?: keyof typeof ENTITY_DEPTH } & Record<string, unknown>;
      const category = (rest.category ?? w.existing?.category) as keyof typeof ENTITY_DEPTH | 'COMPANY';
      if (category === 'COMPANY') throw fieldError('category', 'The company entity cannot be changed here');
      const out: Record<string, unknown> = { ...rest, depth: ENTITY_DEPTH[category] };
      if (parent !== undefined || rest.category !== undefined) {
        const parentEuid = parent ?? (w.existing?.parent as string | undefined);
        const { rows } = await w.db.query<{ id: number; depth: number }>(
          `SELECT id, depth FROM bigbrain_entity WHERE euid = $1 AND _company_id = $2`,
          [parentEuid, w.auth.companyId],
        );
        const found = rows[0];
        if (!found) throw fieldError('parent', 'Parent entity not found');
        if (found.depth !== ENTITY_DEPTH[category] - 1) throw fieldError('parent', `A ${category} must sit directly below a level ${ENTITY_DEPTH[category] - 1} entity`);
        out.parent_id = found.id;
      }
      // New records get system ids in the UUID v4 form (document 1 §9); only the company's starts with 'C'.
      if (!w.existing) out.euid = randomUUID();
      if (rest.key !== undefined) {
        const { rows: dup } = await w.db.query(`SELECT 1 FROM bigbrain_entity WHERE _company_id = $1 AND key = $2 AND id <> $3`, [w.auth.companyId, rest.key, w.existing?.id ?? 0]);
        if (dup.length > 0) throw fieldError('key', `An entity with key ${String(rest.key)} already exists`);
      }
      return out;
    },
    beforeDelete: async (row) => {
      if (row.category === 'COMPANY') throw new HttpError(400, 'The company entity cannot be deleted.');
    },
  },
  // Document 2 §3: the location table shows the inventory quantity summed per location key.
  location: {
    computed: { inventory_qty: 'COALESCE((SELECT sum(i.qty) FROM bigbrain_inpinventory i WHERE i._company_id = t._company_id AND i.location_key = t.key), 0)::float8' },
  },
  machine_part: machinePartHooks,
  production_plan: productionPlanHooks,
  user: {
    prepare: async (v, w) => {
      // An admin cannot lock themselves out by demoting or deactivating their own account.
      if (w.existing?.euid === w.auth.userEuid && ((v.role !== undefined && v.role !== 'ADMIN') || (v.status !== undefined && v.status !== 'ACTIVE'))) {
        throw fieldError('role', 'You cannot remove your own admin access');
      }
      return v;
    },
  },
};

/** The server's resources: every catalogue entry with its hooks, so a new catalogue entry is routed as it is. */
export function serverResources(catalogue: Readonly<Record<string, ResourceDef>>, hooks: Readonly<Record<string, ResourceHooks | undefined>>): ResourceDef[] {
  return Object.entries(catalogue).map(([name, entry]) => ({ ...entry, ...hooks[name] }));
}

export const RESOURCES: readonly ResourceDef[] = serverResources(RESOURCE_CATALOGUE, SERVER_HOOKS);
