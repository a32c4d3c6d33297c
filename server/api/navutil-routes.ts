import { z } from 'zod';
import { readStoredJson, STORED_JSON_MAX_DEPTH, storedJsonObject } from '../../core/forms';
import type { RouteModule } from '../http/context';
import { HttpError } from '../http/context';
import { entityOfCompany } from './entity-lookup';
import { apiRoute } from './route-kit';

export const NAVSTATE_MAX_CHARS = 64 * 1024;
export const SHARED_STATE_NOT_FOUND = 'Shared navigation state not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const setPlexBody = z.object({
  machine: z.string({ error: 'machine is required' }).min(1, 'machine is required').max(64),
  task: z.string({ error: 'task must be text' }).trim().max(200, 'task must be at most 200 characters').nullish().transform((t) => t ?? ''),
  average: z.number({ error: 'average must be a number of minutes' }).int('average must be whole minutes').min(1, 'average must be at least 1 minute').max(1440, 'average must be at most 1440 minutes'),
});

const getPlexQuery = z.object({
  machine: z.string({ error: 'machine is required' }).min(1, 'machine is required').max(64),
  task: z.string().max(200, 'task must be at most 200 characters').optional().default(''),
});

/** companyAndState: URI-encoded JSON {name, id, navState}; the company comes from the token, never from it. */
const sharedState = z
  .string({ error: 'companyAndState is required' })
  .max(NAVSTATE_MAX_CHARS, `companyAndState must be at most ${NAVSTATE_MAX_CHARS} characters`)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'companyAndState must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      name: z.string().max(200).optional().default(''),
      id: z.union([z.string(), z.number()]).optional(),
      navState: storedJsonObject('navState', NAVSTATE_MAX_CHARS),
    }),
  );

/** The machine dashboard's timeline average (set_plex) and shared navigation links. */
export const navutilRoutes: RouteModule = (app, ctx) => {
  apiRoute(
    app,
    ctx,
    { method: 'POST', url: '/v1/navutil/xelp/set_plex/', tag: 'navutil', summary: 'Remember the timeline average (minutes) of a machine and part; answers the stored row', body: setPlexBody },
    async ({ auth, body }) => {
      const machine = await entityOfCompany(ctx.db, auth.companyId, body.machine);
      if (machine.category !== 'MACHINE') throw new HttpError(400, 'machine must be a machine entity', { machine: ['machine must be a machine entity'] });
      const { rows } = await ctx.db.query<{ average: number; part: string; _updated: string }>(
        `INSERT INTO nav_timelineaverage (machine_id, part, average, _company_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (_company_id, machine_id, part) DO UPDATE SET average = EXCLUDED.average, _updated = now()
         RETURNING average, part, _updated::text AS _updated`,
        [machine.id, body.task, body.average, auth.companyId],
      );
      const row = rows[0]!;
      return { machine: machine.euid, task: row.part, average: row.average, _updated: row._updated };
    },
  );

  // Reading the remembered average back is not shown in the specification: the machine dashboard
  // asks for it when it opens a machine and part; average is null when none was saved yet.
  apiRoute(
    app,
    ctx,
    { method: 'GET', url: '/v1/navutil/xelp/get_plex/', tag: 'navutil', summary: 'The remembered timeline average (minutes) of a machine and part, or null', query: getPlexQuery },
    async ({ auth, query }) => {
      const machine = await entityOfCompany(ctx.db, auth.companyId, query.machine);
      const { rows } = await ctx.db.query<{ average: number }>(
        'SELECT average FROM nav_timelineaverage WHERE _company_id = $1 AND machine_id = $2 AND part = $3',
        [auth.companyId, machine.id, query.task],
      );
      return { machine: machine.euid, task: query.task, average: rows[0]?.average ?? null };
    },
  );

  apiRoute(
    app,
    ctx,
    { method: 'GET', writes: true, url: '/v1/navutil/nav_state/save_navstate/', tag: 'navutil', summary: 'Store a navigation state for a share link; answers {navstate_id}', query: z.object({ companyAndState: sharedState }) },
    async ({ auth, query }) => {
      const s = query.companyAndState;
      const { rows } = await ctx.db.query<{ id: string }>(
        'INSERT INTO nav_sharedstate (name, navstate, _company_id) VALUES ($1, $2, $3) RETURNING id::text AS id',
        [s.name, JSON.stringify(s.navState), auth.companyId],
      );
      return { navstate_id: rows[0]!.id };
    },
  );

  apiRoute(
    app,
    ctx,
    { method: 'GET', url: '/v1/navutil/nav_state/:id/', tag: 'navutil', summary: 'Read back a shared navigation state of the caller\'s company', params: z.object({ id: z.string().max(64) }) },
    async ({ auth, params }) => {
      if (!UUID.test(params.id)) throw new HttpError(404, SHARED_STATE_NOT_FOUND);
      // As text, checked here: a state nested thousands deep never leaves the database as an object (preset-store.ts).
      const { rows } = await ctx.db.query<{ id: string; name: string; navstate: string; created_at: string }>(
        'SELECT id::text AS id, name, navstate::text AS navstate, created_at::text AS created_at FROM nav_sharedstate WHERE id = $1::uuid AND _company_id = $2',
        [params.id, auth.companyId],
      );
      const row = rows[0];
      if (!row) throw new HttpError(404, SHARED_STATE_NOT_FOUND);
      const navState = readStoredJson(row.navstate);
      if (navState === undefined) {
        ctx.log.warn(`navutil: shared state ${row.id} not answered: it is not JSON nesting at most ${STORED_JSON_MAX_DEPTH} levels`);
        throw new HttpError(404, SHARED_STATE_NOT_FOUND);
      }
      return { navstate_id: row.id, name: row.name, navState, created_at: row.created_at };
    },
  );
};
