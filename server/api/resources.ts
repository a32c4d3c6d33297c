import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { booleanLike, ianaTimeZone, inventorySchema, numberLike, locationSchema, optionalText, requiredText } from '../../core/forms';
import { METRIC_KEYS, REASON_KINDS, ROLES } from '../../core/model';
import { HttpError } from '../http/context';
import { WRITER_ROLES } from './guards';
import type { ResourceDef, WriteContext } from './resource-def';
import { clockTime, positiveNumber, wholeNumber } from './resource-fields';

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
  columns: { id: 'int', name: 'text', desc: 'text', ppm: 'num' },
  key: 'id',
  schema: z.object({ name: requiredText('Name', 100), desc: optionalText('Description', 500), ppm: positiveNumber('Rate (ppm)') }),
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
  schema: z.object({
    part_id: wholeNumber('Part', 1, 2_147_483_647),
    name: requiredText('Name', 100),
    desc: optionalText('Description', 500),
    ppm: positiveNumber('Rate (ppm)').nullable().default(null),
  }),
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
  schema: z.object({
    kind: z.enum(REASON_KINDS, { error: `Kind must be one of ${REASON_KINDS.join(', ')}` }),
    name: requiredText('Name', 100),
    desc: optionalText('Description', 500),
    planned: booleanLike('Planned').default(false),
  }),
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
  schema: z.object({
    name: requiredText('Name', 40),
    color: z.string({ error: 'Colour must be text' }).trim().max(30, 'Colour must be at most 30 characters').nullable().default(null),
    start_time: clockTime('Start time'),
    end_time: clockTime('End time'),
    position: wholeNumber('Position', 0, 100),
  }),
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['name'],
  orderBy: 'position, id',
};

const ENTITY_DEPTH = { SITE: 1, AREA: 2, MACHINE: 3 } as const;
const ENTITY_PREFIX = { SITE: 'S', AREA: 'A', MACHINE: 'M' } as const;

/** Entities below the company: the parent (an euid) must be the caller's entity one level up. */
export const entityResource: ResourceDef = {
  paths: ['entity', 'bigbrain/entity'],
  table: 'bigbrain_entity',
  columns: { id: 'int', euid: 'text', name: 'text', key: 'text', desc: 'text', category: 'text', depth: 'int', enabled: 'bool', timezone: 'text' },
  computed: { parent: '(SELECT p.euid FROM bigbrain_entity p WHERE p.id = t.parent_id)' },
  key: 'euid',
  schema: z.object({
    name: requiredText('Name', 100),
    key: requiredText('Key', 60),
    desc: optionalText('Description', 500),
    category: z.enum(['SITE', 'AREA', 'MACHINE'], { error: 'Category must be SITE, AREA or MACHINE' }),
    parent: requiredText('Parent', 64),
    enabled: booleanLike('Enabled').default(true),
    timezone: ianaTimeZone('Time zone').default('US/Eastern'),
  }),
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
    if (!w.existing) out.euid = `${ENTITY_PREFIX[category]}${randomUUID().replace(/-/g, '').slice(0, 20)}`;
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
  schema: z.object({
    metric_key: z.enum(METRIC_KEYS, { error: 'Unknown metric key' }),
    danger_min: threshold('Danger minimum'),
    caution_min: threshold('Caution minimum'),
    standard_min: threshold('Standard minimum'),
    danger_state: z.enum(['BELOW', 'ABOVE'], { error: 'Danger state must be BELOW or ABOVE' }),
    stacked_bar: booleanLike('Stacked bar').default(false),
  }),
  readRoles: EVERYONE,
  writeRoles: WRITER_ROLES,
  ops: ALL_OPS,
  filters: ['metric_key'],
  orderBy: 'id',
};

/** Thresholds are percentages for rate metrics but counts for PRODUCTION and the unit metrics: any number >= 0. */
function threshold(label: string) {
  return numberLike(label).pipe(z.number().min(0, `${label} must not be negative`));
}

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
