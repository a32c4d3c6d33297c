import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { HttpError, type AuthContext, type RouteModule, type ServerContext } from '../http/context';
import { refuseDemoWrite, requireRole } from './guards';
import type { ResourceDef, WriteContext } from './resource-def';
import { ident, insertSql, isRowId, keyCondition, MAX_ROW_ID, selectList, updateSql } from './resource-sql';
import { RESOURCES } from './resources';
import { apiRoute } from './route-kit';

export const NOT_FOUND = 'Not found.';
const MAX_LIST = 10_000;
const MAX_BULK = 1_000;

/**
 * The item key of a path, checked before any database work: a row id (1 to 2147483647) for
 * id-keyed resources, an id or an euid (letters, digits, '-', '_') for euid-keyed ones. The error
 * names the field as the browser sends it.
 */
function keyParams(def: ResourceDef) {
  const field = def.key;
  const message = def.key === 'id' ? `id must be a whole number from 1 to ${MAX_ROW_ID}` : 'euid must be an id, or letters, digits, - and _ (at most 64)';
  return z.object({ key: z.string() }).superRefine((p, ctx) => {
    if (!isRowId(p.key) && !(def.key === 'euid' && /^[A-Za-z0-9_-]{1,64}$/.test(p.key))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}
const pagingQuery = {
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(MAX_LIST).default(MAX_LIST),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).default(0),
};

function listQuery(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { ...pagingQuery };
  for (const f of def.filters) shape[f] = z.string().max(200).optional();
  return z.object(shape);
}

async function findRow(db: Queryable, def: ResourceDef, companyId: number, key: string): Promise<Record<string, unknown> | undefined> {
  const cond = keyCondition(def, key);
  const { rows } = await db.query(`SELECT ${selectList(def)} FROM ${def.table} t WHERE t._company_id = $1 AND ${cond.sql}`, [companyId, cond.value]);
  return rows[0];
}

async function rowById(db: Queryable, def: ResourceDef, companyId: number, id: number): Promise<Record<string, unknown>> {
  const row = await findRow(db, def, companyId, String(id));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** Only the fields the caller sent: a patch leaves the others as they are (zod would fill defaults). */
function sentOnly(values: Record<string, unknown>, raw: unknown): Record<string, unknown> {
  const sent = raw && typeof raw === 'object' ? new Set(Object.keys(raw)) : new Set<string>();
  return Object.fromEntries(Object.entries(values).filter(([k]) => sent.has(k)));
}

async function prepared(def: ResourceDef, values: Record<string, unknown>, w: WriteContext): Promise<Record<string, unknown>> {
  return def.prepare ? def.prepare(values, w) : values;
}

async function updateOne(db: Queryable, def: ResourceDef, auth: AuthContext, key: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const existing = await findRow(db, def, auth.companyId, key);
  if (!existing) throw new HttpError(404, NOT_FOUND);
  const cols = await prepared(def, values, { db, auth, existing });
  if (Object.keys(cols).length === 0) return existing;
  const q = updateSql(def, existing.id as number, cols);
  await db.query(q.sql, [auth.companyId, ...q.params]);
  return rowById(db, def, auth.companyId, existing.id as number);
}

/** The generic helpers of document 1 §7 for one resource under one path. */
function resourceRoutes(app: FastifyInstance, ctx: ServerContext, def: ResourceDef, path: string): void {
  const base = `/v1/${path}/`;
  const item = `/v1/${path}/:key/`;
  const tag = def.paths[0]!;
  const writers = def.writeRoles.join(' or ');
  const canWrite = (auth: AuthContext) => {
    requireRole(auth, def.writeRoles);
    refuseDemoWrite(auth);
  };
  const db = ctx.db;
  const itemSchema = def.schema;
  const patchSchema = def.schema.partial();

  apiRoute(app, ctx, { method: 'GET', url: base, tag, summary: `List ${tag} records`, query: listQuery(def), access: def.readRoles.join(', ') }, async ({ auth, query }) => {
    requireRole(auth, def.readRoles);
    const q = query as Record<string, unknown> & { limit: number; offset: number };
    const params: unknown[] = [auth.companyId];
    const where = ['t._company_id = $1'];
    for (const f of def.filters) {
      if (q[f] === undefined) continue;
      params.push(q[f]);
      where.push(`t.${ident(f)}::text = $${params.length}`);
    }
    const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${def.table} t WHERE ${where.join(' AND ')}`, params);
    const { rows } = await db.query(
      `SELECT ${selectList(def)} FROM ${def.table} t WHERE ${where.join(' AND ')} ORDER BY ${def.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}`,
      params,
    );
    return { count: count.rows[0]?.n ?? 0, results: rows };
  });

  apiRoute(app, ctx, { method: 'GET', url: item, tag, summary: `Read one ${tag} record`, params: keyParams(def), access: def.readRoles.join(', ') }, async ({ auth, params }) => {
    requireRole(auth, def.readRoles);
    const row = await findRow(db, def, auth.companyId, params.key);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  });

  if (def.ops.includes('create')) {
    apiRoute(app, ctx, { method: 'POST', url: base, tag, summary: `Create a ${tag} record (JSON or form data); answers it with its new id`, body: itemSchema, status: 201, access: writers }, async ({ auth, body }) => {
      canWrite(auth);
      const values = body as Record<string, unknown>;
      return db.transaction(async (tx) => {
        const cols = await prepared(def, values, { db: tx, auth });
        const q = insertSql(def, cols);
        const { rows } = await tx.query<{ id: number }>(q.sql, [auth.companyId, ...q.params]);
        return rowById(tx, def, auth.companyId, rows[0]!.id);
      });
    });
  }

  if (def.ops.includes('update')) {
    const full = async ({ auth, params, body }: { auth: AuthContext; params: { key: string }; body: unknown }) => {
      canWrite(auth);
      const values = body as Record<string, unknown>;
      return db.transaction((tx) => updateOne(tx, def, auth, params.key, values));
    };
    apiRoute(app, ctx, { method: 'PUT', url: item, tag, summary: `Update a ${tag} record`, params: keyParams(def), body: itemSchema, access: writers }, full);
    apiRoute(app, ctx, { method: 'POST', url: item, tag, summary: `Save a ${tag} record (same as PUT)`, params: keyParams(def), body: itemSchema, access: writers }, full);
    apiRoute(app, ctx, { method: 'PATCH', url: item, tag, summary: `Change some fields of a ${tag} record`, params: keyParams(def), body: patchSchema, access: writers }, async ({ auth, params, body, request }) => {
      canWrite(auth);
      const values = sentOnly(body as Record<string, unknown>, request.body);
      return db.transaction((tx) => updateOne(tx, def, auth, params.key, values));
    });
  }

  if (def.ops.includes('delete')) {
    apiRoute(app, ctx, { method: 'DELETE', url: item, tag, summary: `Delete a ${tag} record`, params: keyParams(def), status: 204, access: writers }, async ({ auth, params }) => {
      canWrite(auth);
      await db.transaction(async (tx) => {
        const existing = await findRow(tx, def, auth.companyId, params.key);
        if (!existing) throw new HttpError(404, NOT_FOUND);
        await def.beforeDelete?.(existing, { db: tx, auth, existing });
        await tx.query(`DELETE FROM ${def.table} WHERE id = $1 AND _company_id = $2`, [existing.id, auth.companyId]);
      });
      return undefined;
    });
  }

  if (def.ops.includes('bulk')) {
    const keyed = z.object({ id: z.union([z.number().int(), z.string()]).optional(), euid: z.string().optional() }).loose();
    const bulkBody = z.array(keyed, { error: 'Expected a list of records' }).min(1, 'Expected at least one record').max(MAX_BULK, `At most ${MAX_BULK} records at once`);
    apiRoute(app, ctx, { method: 'PUT', url: base, tag, summary: `Update several ${tag} records at once (all or nothing)`, body: bulkBody, access: writers }, async ({ auth, body }) => {
      canWrite(auth);
      const items = body.map((raw, i) => {
        const key = raw.id ?? raw.euid;
        if (key === undefined) throw new HttpError(400, `Record ${i} has no id`, { [`${i}.id`]: ['Each record needs its id'] });
        const { id: _id, euid: _euid, ...fields } = raw;
        const parsed = patchSchema.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, `Record ${i} is invalid`, Object.fromEntries(parsed.error.issues.map((x) => [`${i}.${x.path.join('.')}`, [x.message]])));
        return { key: String(key), values: sentOnly(parsed.data as Record<string, unknown>, fields) };
      });
      return db.transaction(async (tx) => {
        const out = [];
        for (const it of items) out.push(await updateOne(tx, def, auth, it.key, it.values));
        return out;
      });
    });
  }
}

/** The routes of these resources, each under each of its paths (inventory and location also under bigbrain/). */
export function resourceRouteModule(resources: readonly ResourceDef[]): RouteModule {
  return (app, ctx) => {
    for (const def of resources) for (const path of def.paths) resourceRoutes(app, ctx, def, path);
  };
}

/** Every resource of the catalogue (core/resources). */
export const setupResourceRoutes: RouteModule = resourceRouteModule(RESOURCES);
