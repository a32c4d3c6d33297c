import { z } from 'zod';
import { DISABLED_FOR_DEMO } from '../../core/errors';
import {
  NON_ADMIN_DEFAULT_MAP,
  NON_ADMIN_DEFAULT_PRESET,
  NON_ADMIN_PRESET_FLAGS,
  PRESET_NAME_REQUIRED,
  PRESET_NO_PAYLOAD,
  PRESET_NOT_FOUND,
} from '../../core/errors';
import { storedJsonObject } from '../../core/forms';
import { readDesign, type Design } from '../../core/map-design';
import { INVALID_MAP_DESIGN_DATA } from '../../core/errors';
import { checkDelete, checkFlagChange, PRESET_KINDS, type PresetKind, type PresetUser } from '../../core/presets';
import type { Queryable } from '../db/database';
import { HttpError, type Logger, type RouteModule, type ServerContext } from '../http/context';
import { refuseDemoPreset } from './guards';
import { callerOf, PRESET_TABLES, presetAnswer, visiblePresetRows, type Caller, type PresetRow } from './preset-store';
import { apiRoute } from './route-kit';
import type { FastifyInstance } from 'fastify';

export const ONLY_AUTHOR_EDITS = 'Only the author or an admin can change this preset.';
/**
 * The largest saved state in characters of JSON. A map's backdrop may hold 10,000 tiles of each of
 * the ten colours (document 2 §9), about 4.5 MB of JSON on its own, so maps get room for a few
 * full backdrops and thousands of nodes; a navigation state is small.
 */
export const STATE_MAX_CHARS: Record<PresetKind, number> = { navpreset: 1_000_000, mapdesign: 16_000_000 };

const stateSchema = (max: number) => storedJsonObject('The saved state', max);

function payloadSchema(kind: PresetKind) {
  return z
    .object({
      euid: z.string({ error: 'euid must be text' }).max(64).optional(),
      name: z.string({ error: 'Name must be text' }).trim().max(200, 'Name must be at most 200 characters').optional(),
      desc: z.string({ error: 'Description must be text' }).max(2000, 'Description must be at most 2000 characters').nullable().optional(),
      default: z.boolean({ error: 'default must be true or false' }).optional(),
      public: z.boolean({ error: 'public must be true or false' }).optional(),
      hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
      favorite: z.boolean({ error: 'favorite must be true or false' }).optional(),
      [PRESET_TABLES[kind].state]: stateSchema(STATE_MAX_CHARS[kind]).optional(),
    })
    .loose();
}

/** A validated payload; the state sits under navstate or design. */
interface Payload {
  euid?: string;
  name?: string;
  desc?: string | null;
  default?: boolean;
  public?: boolean;
  hidden?: boolean;
  favorite?: boolean;
  navstate?: Record<string, unknown>;
  design?: Record<string, unknown>;
}

const presetUser = (c: Caller): PresetUser => ({ euid: c.auth.userEuid, role: c.auth.role, first_name: c.first_name, last_name: c.last_name, is_demo: c.auth.isDemo });

function need(payload: Payload | undefined): Payload {
  if (!payload) throw new HttpError(400, PRESET_NO_PAYLOAD);
  return payload;
}

function findPreset(kind: PresetKind, rows: PresetRow[], payload: Payload): PresetRow | undefined {
  if (payload.euid) return rows.find((r) => r.euid === payload.euid);
  // The map designer's deactivate names the map in design.activeMapName (document 1 §7).
  const design = payload.design as { activeMapName?: unknown } | undefined;
  if (kind === 'mapdesign' && typeof design?.activeMapName === 'string') return rows.find((r) => r.name === design.activeMapName);
  return undefined;
}

async function answerList(db: Queryable, kind: PresetKind, caller: Caller, log: Logger) {
  return (await visiblePresetRows(db, kind, caller, log)).map((r) => presetAnswer(kind, r));
}

async function setViewerFlags(db: Queryable, presetId: number, caller: Caller, p: Payload): Promise<void> {
  if (p.hidden === undefined && p.favorite === undefined) return;
  await db.query(
    `INSERT INTO nav_navpresetflag (preset_id, user_id, hidden, favorite, _company_id) VALUES ($1, $2, COALESCE($3, false), COALESCE($4, false), $5)
     ON CONFLICT (_company_id, preset_id, user_id) DO UPDATE SET hidden = COALESCE($3, nav_navpresetflag.hidden), favorite = COALESCE($4, nav_navpresetflag.favorite)`,
    [presetId, caller.id, p.hidden ?? null, p.favorite ?? null, caller.auth.companyId],
  );
}

async function clearDefault(db: Queryable, kind: PresetKind, companyId: number): Promise<void> {
  await db.query(`UPDATE ${PRESET_TABLES[kind].table} SET "default" = false WHERE _company_id = $1 AND "default"`, [companyId]);
}

export const unknownMapKeys = (what: string, keys: readonly string[]): string => `The map names ${what} this company does not have: ${keys.join(', ')}`;

/**
 * A map design is read with core's reader before it is stored (what the editor would refuse is
 * refused here: 'Invalid map design data'), and its machine and location keys must be this
 * company's, so a map never points at another company's entities.
 */
async function checkedDesign(db: Queryable, companyId: number, raw: unknown): Promise<Design> {
  let design: Design;
  try {
    design = readDesign(raw).design;
  } catch {
    throw new HttpError(400, INVALID_MAP_DESIGN_DATA);
  }
  const machines = Object.keys(design.machine_xref.key_to_node);
  const locations = Object.keys(design.location_xref.key_to_node);
  const missing = async (sql: string, keys: string[]) => {
    if (keys.length === 0) return [];
    const { rows } = await db.query<{ key: string }>(sql, [companyId, keys]);
    const found = new Set(rows.map((r) => r.key));
    return keys.filter((k) => !found.has(k));
  };
  const badMachines = await missing(`SELECT key FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE' AND key = ANY($2)`, machines);
  if (badMachines.length > 0) throw new HttpError(400, unknownMapKeys('machines', badMachines));
  const badLocations = await missing('SELECT key FROM bigbrain_inplocation WHERE _company_id = $1 AND key = ANY($2)', locations);
  if (badLocations.length > 0) throw new HttpError(400, unknownMapKeys('locations', badLocations));
  return design;
}

function refuseFlagChange(refusal: string | null): void {
  if (refusal === null) return;
  throw new HttpError(refusal === NON_ADMIN_PRESET_FLAGS ? 403 : 400, refusal);
}

function presetRoutesFor(app: FastifyInstance, ctx: ServerContext, kind: PresetKind): void {
  const t = PRESET_TABLES[kind];
  const body = z.object({ [kind]: payloadSchema(kind).nullable().optional() }).loose();
  const db = ctx.db;
  const payloadOf = (b: Record<string, unknown>) => (b[kind] ?? undefined) as Payload | undefined;
  // get_presets and open_preset only read; every other call is refused to the demo account with 'Disabled for demo'.
  const route = (call: string, summary: string, handler: (caller: Caller, payload: Payload | undefined) => Promise<unknown>) =>
    apiRoute(app, ctx, { method: 'POST', url: `/v1/${kind}/${call}/`, tag: kind, summary: `${summary}; answers the full list the caller may see`, body, bodyLimit: STATE_MAX_CHARS[kind] + 64 * 1024, writes: call !== 'get_presets' && call !== 'open_preset', demoRefusal: DISABLED_FOR_DEMO }, async ({ auth, body: b }) => {
      const caller = await callerOf(db, auth);
      return handler(caller, payloadOf(b as Record<string, unknown>));
    });

  route('get_presets', 'The presets: own, public and the company default, with the caller\'s hidden and favourite flags', async (caller) => answerList(db, kind, caller, ctx.log));

  route('create_preset', 'Save As: a new preset authored by the caller', async (caller, raw) => {
    refuseDemoPreset(caller.auth);
    const p = need(raw);
    const name = p.name?.trim() ?? '';
    if (name === '') throw new HttpError(400, PRESET_NAME_REQUIRED, { name: [PRESET_NAME_REQUIRED] });
    if ((p.default || p.public) && caller.auth.role !== 'ADMIN') throw new HttpError(403, NON_ADMIN_PRESET_FLAGS);
    if (kind === 'mapdesign') p.design = (await checkedDesign(db, caller.auth.companyId, p.design)) as unknown as Record<string, unknown>;
    return db.transaction(async (tx) => {
      if (p.default) await clearDefault(tx, kind, caller.auth.companyId);
      const cols = ['name', '"desc"', 'author_id', t.state, '"default"', 'public', '_company_id'];
      const values: unknown[] = [name, p.desc ?? '', caller.id, JSON.stringify(p[t.state] ?? {}), p.default ?? false, p.public ?? false, caller.auth.companyId];
      if (!t.perUserFlags) {
        cols.push('favorite');
        values.push(p.favorite ?? false);
      }
      const { rows } = await tx.query<{ id: number }>(`INSERT INTO ${t.table} (${cols.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, values);
      if (t.perUserFlags) await setViewerFlags(tx, rows[0]!.id, caller, p);
      return answerList(tx, kind, caller, ctx.log);
    });
  });

  route('update_preset', 'Save: name, description, state and flags of a preset', async (caller, raw) => {
    const p = need(raw);
    return db.transaction(async (tx) => {
      const rows = await visiblePresetRows(tx, kind, caller, ctx.log);
      const saved = findPreset(kind, rows, p);
      if (!saved) throw new HttpError(404, PRESET_NOT_FOUND);
      const after = {
        name: p.name !== undefined ? p.name.trim() : saved.name,
        desc: p.desc ?? saved.desc,
        state: p[t.state] !== undefined ? p[t.state] : saved.state,
        default: p.default ?? saved.default,
        public: p.public ?? saved.public,
        favorite: t.perUserFlags ? saved.favorite : (p.favorite ?? saved.favorite),
      };
      const changed =
        after.name !== saved.name || after.desc !== saved.desc || JSON.stringify(after.state) !== JSON.stringify(saved.state) ||
        after.default !== saved.default || after.public !== saved.public || after.favorite !== saved.favorite;
      if (changed) {
        // Hidden and favourite of a nav preset are the viewer's own; everything else is an edit.
        refuseDemoPreset(caller.auth);
        if (after.name === '') throw new HttpError(400, PRESET_NAME_REQUIRED, { name: [PRESET_NAME_REQUIRED] });
        const user = presetUser(caller);
        if (user.role !== 'ADMIN' && saved.default) throw new HttpError(403, kind === 'mapdesign' ? NON_ADMIN_DEFAULT_MAP : NON_ADMIN_DEFAULT_PRESET);
        if (user.role !== 'ADMIN' && saved.author_id !== caller.id) throw new HttpError(403, ONLY_AUTHOR_EDITS);
        refuseFlagChange(checkFlagChange(saved, after, user, rows.length));
        if (kind === 'mapdesign' && p.design !== undefined) after.state = await checkedDesign(tx, caller.auth.companyId, p.design);
        if (after.default && !saved.default) await clearDefault(tx, kind, caller.auth.companyId);
        const favorite = t.perUserFlags ? '' : ', favorite = $8';
        const params: unknown[] = [saved.id, caller.auth.companyId, after.name, after.desc, JSON.stringify(after.state ?? {}), after.default, after.public];
        if (!t.perUserFlags) params.push(after.favorite);
        await tx.query(
          `UPDATE ${t.table} SET name = $3, "desc" = $4, ${t.state} = $5, "default" = $6, public = $7${favorite}, _updated = now() WHERE id = $1 AND _company_id = $2`,
          params,
        );
      }
      if (t.perUserFlags) await setViewerFlags(tx, saved.id, caller, p);
      return answerList(tx, kind, caller, ctx.log);
    });
  });

  if (kind === 'navpreset') {
    route('open_preset', 'Open a preset the caller may see', async (caller, raw) => {
      const p = need(raw);
      const rows = await visiblePresetRows(db, kind, caller, ctx.log);
      if (!findPreset(kind, rows, p)) throw new HttpError(404, PRESET_NOT_FOUND);
      return rows.map((r) => presetAnswer(kind, r));
    });
  }

  route('deactivate_preset', 'Delete a preset (never the default)', async (caller, raw) => {
    refuseDemoPreset(caller.auth);
    const p = need(raw);
    return db.transaction(async (tx) => {
      const rows = await visiblePresetRows(tx, kind, caller, ctx.log);
      const target = findPreset(kind, rows, p);
      const refusal = checkDelete(target, presetUser(caller));
      if (refusal !== null) throw new HttpError(target ? 400 : 404, refusal);
      if (caller.auth.role !== 'ADMIN' && target!.author_id !== caller.id) throw new HttpError(403, ONLY_AUTHOR_EDITS);
      await tx.query(`DELETE FROM ${t.table} WHERE id = $1 AND _company_id = $2`, [target!.id, caller.auth.companyId]);
      return answerList(tx, kind, caller, ctx.log);
    });
  });
}

/** POST /v1/navpreset/{get,create,update,open,deactivate}_preset/ and /v1/mapdesign/{get,create,update,deactivate}_preset/. */
export const presetRoutes: RouteModule = (app, ctx) => {
  for (const kind of PRESET_KINDS) presetRoutesFor(app, ctx, kind);
};
