import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../api/route-kit';
import { HttpError, type ServerContext } from '../http/context';
import { STATE_KEYS, type StateKey } from './state-keys';
import type { StateSource } from './state-source';

export const READ_ALL_REFUSED = 'Only super users may read the backend state of every company.';

const readBody = z.object({ fields: z.array(z.enum(STATE_KEYS)).min(1).max(STATE_KEYS.length) }).strict();

function pick(state: Readonly<Record<StateKey, unknown>>, fields: readonly StateKey[]): Partial<Record<StateKey, unknown>> {
  return Object.fromEntries(fields.map((f) => [f, state[f]]));
}

/**
 * POST /v1/navutil/backend_state/read/ answers the requested fields of the caller's company state;
 * /read_all/ the same over every company, for super users only (document 2 section 7).
 */
export function registerBackendStateRoutes(app: FastifyInstance, ctx: ServerContext, source: StateSource): void {
  apiRoute(
    app,
    ctx,
    {
      method: 'POST',
      // A read sent as POST: the demo account reads its queues too (document 2 §7).
      writes: false,
      url: '/v1/navutil/backend_state/read/',
      summary: "Reads fields of the caller's company backend state (queues, job logs, users, progress...).",
      tag: 'backend state',
      body: readBody,
      access: 'any signed-in user; always the caller\'s own company',
    },
    async ({ auth, body }) => pick(await source.company(auth.companyId), body.fields),
  );
  apiRoute(
    app,
    ctx,
    {
      method: 'POST',
      writes: false,
      url: '/v1/navutil/backend_state/read_all/',
      summary: 'Reads fields of the backend state over every company (totals) and per company (companies[]).',
      tag: 'backend state',
      body: readBody,
      access: 'super users only',
    },
    async ({ auth, body }) => {
      if (!auth.isSuper) throw new HttpError(403, READ_ALL_REFUSED);
      // The totals over every company, and `companies`: each company's euid, name and the same fields.
      const companies = (await source.eachCompany()).map((c) => ({ euid: c.euid, name: c.name, ...pick(c, body.fields) }));
      return { ...pick(await source.everyCompany(), body.fields), companies };
    },
  );
}
