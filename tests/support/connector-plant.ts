import Fastify, { type LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DataSourceRecord } from '../../core/connectors';
import { loadConfig } from '../../server/config';
import { dataSourceRoutes } from '../../server/connectors/routes';
import type { Database } from '../../server/db/database';
import { startEngineWorkers } from '../../server/engine/workers';
import { HttpError, type AuthContext, type ServerContext } from '../../server/http/context';
import { errorReply } from '../../server/http/error-reply';
import { restoreOpensslEnvironment } from './openssl-environment';

/** A company whose two shifts cover the whole UTC day, so every message of the last minutes counts. */
export async function connectorPlant(db: Database, euid: string, machines: readonly string[]): Promise<number> {
  const id = (await db.query<{ id: number }>(`INSERT INTO core_company (euid, name, timezone) VALUES ($1, $1, 'UTC') RETURNING id`, [euid])).rows[0]!.id;
  const root = (await db.query<{ id: number }>(
    `INSERT INTO bigbrain_entity (euid, name, key, category, depth, timezone, _company_id) VALUES ($1, 'root', 'ROOT', 'COMPANY', 0, 'UTC', $2) RETURNING id`,
    [`${euid}-R`, id],
  )).rows[0]!.id;
  for (const m of machines) {
    await db.query(`INSERT INTO bigbrain_entity (euid, name, key, category, parent_id, depth, timezone, _company_id) VALUES ($1, $2, $2, 'MACHINE', $3, 3, 'UTC', $4)`, [`${euid}-${m}`, m, root, id]);
  }
  await db.query(`INSERT INTO bigbrain_shift (name, start_time, end_time, position, _company_id) VALUES ('Day', '00:00', '12:00', 1, $1), ('Night', '12:00', '00:00', 2, $1)`, [id]);
  return id;
}

export interface ConnectorHarness {
  companyId: number;
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Adds a source through REST as the company's manager and answers the stored record. */
  addSource(body: Record<string, unknown>): Promise<DataSourceRecord>;
  source(id: number): Promise<DataSourceRecord>;
  /** Waits until the source's live status is `status`. */
  status(id: number, status: DataSourceRecord['status'], timeout?: number): Promise<void>;
  /** A machine's units summed over every shift date (SUMMARY rows), as the dashboards read them. */
  units(key: string): Promise<{ produced: number; scrapped: number }>;
  close(): Promise<void>;
}

/**
 * The data-source routes of one company (its manager signed in) with the connector manager and the
 * engine's workers, as the server runs them: what the connector integration tests drive.
 */
export async function connectorHarness(db: Database, euid: string, machines: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ConnectorHarness> {
  const companyId = await connectorPlant(db, euid, machines);
  const authenticate = async (request: { headers: Record<string, unknown> }): Promise<AuthContext> => {
    if (!request.headers.authorization) throw new HttpError(401, 'Authentication credentials were not provided.');
    return { userEuid: 'U1', email: 'a@b.c', companyId, companyEuid: euid, role: 'MANAGER', isSuper: false, isDemo: false, claims: {} as AuthContext['claims'] };
  };
  const ctx: ServerContext = { db, config: loadConfig(env), log: { info() {}, warn() {}, error() {} }, authenticate };
  const app = Fastify();
  app.setErrorHandler(async (error, _request, reply) => {
    const r = errorReply(error);
    return reply.code(r.status).send(r.body);
  });
  await dataSourceRoutes(app, ctx);
  await app.ready();
  const workers = startEngineWorkers(ctx, { pollMs: 3_600_000, openDowntimeMs: 3_600_000 });
  const call: ConnectorHarness['call'] = (method, url, payload) => app.inject({ method, url, payload: payload as object, headers: { authorization: 'Bearer x' } });
  const source = async (id: number) => (await call('GET', `/v1/data_sources/${id}/`)).json<DataSourceRecord>();
  return {
    companyId,
    call,
    source,
    async addSource(body) {
      const r = await call('POST', '/v1/data_sources/', body);
      expect(r.statusCode, r.body).toBe(201);
      return r.json<DataSourceRecord>();
    },
    async status(id, status, timeout = 20_000) {
      await expect.poll(async () => (await source(id)).status, { timeout, interval: 100 }).toBe(status);
    },
    async units(key) {
      const r = await db.query<{ p: string | null; s: string | null }>(
        `SELECT sum(r.units_produced)::text AS p, sum(r.units_scrapped)::text AS s FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
          WHERE e._company_id = $1 AND e.key = $2 AND r.shift_key = 'SUMMARY'`,
        [companyId, key],
      );
      return { produced: Number(r.rows[0]?.p ?? 0), scrapped: Number(r.rows[0]?.s ?? 0) };
    },
    async close() {
      await app.close();
      await workers.stop();
      // OPC UA sources changed OpenSSL's variables in this process (openssl-environment.ts).
      restoreOpensslEnvironment();
    },
  };
}
