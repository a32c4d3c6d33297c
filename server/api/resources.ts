import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { booleanLike, entitySchema, ianaTimeZone, inventorySchema, locationSchema, metricSetupSchema, numberLike, operationSchema, optionalText, partSchema, reasonSchema, requiredText, shiftSchema } from '../../core/forms';
import { shiftConflict } from '../../core/shifts';
import { METRIC_KEYS, REASON_KINDS, ROLES } from '../../core/model';
import { dropDeletedShiftResults, rekeyRenamedShift } from '../engine/shift-rename';
import { HttpError } from '../http/context';
import { WRITER_ROLES } from './guards';
import type { ResourceDef, WriteContext } from './resource-def';

const EVERYONE = ROLES;
const ALL_OPS = ['create', 'update', 'delete', 'bulk'] as const;

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: [message] });
}

/** A referenced row must belong to the caller's company, or the write is refused as if it did not exist. */
async function ownRow(w: WriteContext, table: string, id: unknown, field: string, label: string): Promise<void> {
  const { rows } = await w.db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND _company_id = $2`, [id, w.auth.companyId]);
  if (rows.length === 0) throw fieldError(field, `${label} not found`);
}

export const partResource: ResourceDef = {
  paths: ['part', 'bigbrain/part'],
  table: 'bigbrain_part',
  columns: { id: 'int', name: 'text', desc: 'text', ppm: 'num', group_name: 'text' },
  key: 'id',
  schema: partSchema,
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['name'],
  orderBy: 'name, id',
};

export const operationResource: ResourceDef = {
  paths: ['operation', 'bigbrain/operation'],
  table: 'bigbrain_operation',
  columns: { id: 'int', part_id: 'int', name: 'text', desc: 'text', ppm: 'num' },
  key: 'id',
  schema: operationSchema,
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['part_id', 'name'],
  orderBy: 'part_id, name, id',
  prepare: async (v, w) => {
    if (v.part_id !== undefined) await ownRow(w, 'bigbrain_part', v.part_id, 'part_id', 'Part');
    return v;
  },
};

export const reasonResource: ResourceDef = {
  paths: ['reason', 'bigbrain/reason'],
  table: 'bigbrain_reason',
  columns: { id: 'int', kind: 'text', name: 'text', desc: 'text', planned: 'bool' },
  key: 'id',
  schema: reasonSchema,
  // Only downtime can be planned (a changeover, a break); scrap, reject and rework reasons cannot.
  prepare: async (v, w) => {
    const kind = v.kind ?? w.existing?.kind;
    if (kind !== 'down' && v.planned === true) throw fieldError('planned', 'Only downtime reasons can be planned');
    return kind !== 'down' && v.kind !== undefined ? { ...v, planned: false } : v;
  },
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['kind', 'name'],
  orderBy: 'kind, name, id',
};

export const shiftResource: ResourceDef = {
  paths: ['shift', 'bigbrain/shift'],
  table: 'bigbrain_shift',
  columns: { id: 'int', name: 'text', color: 'text', start_time: 'time', end_time: 'time', position: 'int' },
  key: 'id',
  schema: shiftSchema,
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['name'],
  orderBy: 'position, id',
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
};

const ENTITY_DEPTH = { SITE: 1, AREA: 2, MACHINE: 3 } as const;

/** Entities below the company: the parent (an euid) must be the caller's entity one level up. */
export const entityResource: ResourceDef = {
  paths: ['entity', 'bigbrain/entity'],
  table: 'bigbrain_entity',
  columns: { id: 'int', euid: 'text', name: 'text', key: 'text', desc: 'text', category: 'text', depth: 'int', enabled: 'bool', timezone: 'text' },
  computed: { parent: '(SELECT p.euid FROM bigbrain_entity p WHERE p.id = t.parent_id)' },
  key: 'euid',
  schema: entitySchema,
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['category', 'key', 'depth'],
  orderBy: 'depth, name, id',
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
};

export const locationResource: ResourceDef = {
  paths: ['location', 'bigbrain/location'],
  table: 'bigbrain_inplocation',
  columns: { id: 'int', name: 'text', desc: 'text', key: 'text' },
  // Document 2 §3: the location table shows the inventory quantity summed per location key.
  computed: { inventory_qty: 'COALESCE((SELECT sum(i.qty) FROM bigbrain_inpinventory i WHERE i._company_id = t._company_id AND i.location_key = t.key), 0)::float8' },
  key: 'id',
  schema: locationSchema.omit({ id: true }),
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['key', 'name'],
  orderBy: 'key, id',
};

export const inventoryResource: ResourceDef = {
  paths: ['inventory', 'bigbrain/inventory'],
  table: 'bigbrain_inpinventory',
  columns: { id: 'int', part_name: 'text', desc: 'text', location_key: 'text', qty: 'num' },
  key: 'id',
  schema: inventorySchema.omit({ id: true }),
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['location_key', 'part_name'],
  orderBy: 'location_key, part_name, id',
};

/** GET /v1/metric_setup/ answers {results: [...]} of these records (document 1 §7). */
export const metricSetupResource: ResourceDef = {
  paths: ['metric_setup'],
  table: 'bigbrain_metricsetup',
  columns: { id: 'int', metric_key: 'text', danger_min: 'num', caution_min: 'num', standard_min: 'num', danger_state: 'text', stacked_bar: 'bool' },
  key: 'id',
  schema: metricSetupSchema,
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['metric_key'],
  orderBy: 'id',
};


/** The company's users, for admins: names, role and status; accounts are created by sign-up. */
export const userResource: ResourceDef = {
  paths: ['user'],
  table: 'core_user',
  columns: { id: 'int', euid: 'text', email: 'text', first_name: 'text', last_name: 'text', job_title: 'text', phone_number: 'text', role: 'text', status: 'text', timezone: 'text' },
  key: 'euid',
  schema: z.object({
    first_name: optionalText('First name', 80),
    last_name: optionalText('Last name', 80),
    job_title: optionalText('Job title', 80),
    phone_number: optionalText('Phone number', 40),
    role: z.enum(ROLES, { error: 'Role must be ADMIN, MANAGER or USER' }),
    status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'Status must be ACTIVE or INACTIVE' }),
    timezone: ianaTimeZone('Time zone'),
  }),
  readRoles: ['ADMIN'],
  writeRoles: ['ADMIN'],
  ops: ['update', 'bulk'],
  filters: ['role', 'status', 'email'],
  orderBy: 'email',
  prepare: async (v, w) => {
    // An admin cannot lock themselves out by demoting or deactivating their own account.
    if (w.existing?.euid === w.auth.userEuid && ((v.role !== undefined && v.role !== 'ADMIN') || (v.status !== undefined && v.status !== 'ACTIVE'))) {
      throw fieldError('role', 'You cannot remove your own admin access');
    }
    return v;
  },
};

export const RESOURCES: readonly ResourceDef[] = [
  partResource,
  operationResource,
  reasonResource,
  shiftResource,
  entityResource,
  locationResource,
  inventoryResource,
  metricSetupResource,
  userResource,
];
