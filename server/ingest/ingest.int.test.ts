import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { forEachDatabase } from '../../tests/support/databases';
import type { Database } from '../db/database';
import { startEngineWorkers } from '../engine/workers';
import { HttpError, type AuthContext, type ServerContext } from '../http/context';
import { errorReply } from '../http/error-reply';
import type { Role } from '../../core/model';
import { ingestRoutes } from './routes';

/** A company with one site, area and two machines, shifts Day 07-15, Afternoon 15-23, Midnight 23-07. */
async function smallPlant(db: Database, euid: string, prefix: string): Promise<number> {
  const c = await db.query<{ id: number }>(`INSERT INTO core_company (euid, name, timezone) VALUES ($1, $1, 'UTC') RETURNING id`, [euid]);
  const id = c.rows[0].id;
  const ent = async (key: string, category: string, depth: number, parent: number | null) =>
    (await db.query<{ id: number }>(
      `INSERT INTO bigbrain_entity (euid, name, key, category, parent_id, depth, timezone, _company_id) VALUES ($1, $1, $2, $3, $4, $5, 'UTC', $6) RETURNING id`,
      [`${euid}-${key}`, key, category, parent, depth, id],
    )).rows[0].id;
  const root = await ent(`${prefix}ROOT`, 'COMPANY', 0, null);
  const site = await ent(`${prefix}SITE`, 'SITE', 1, root);
  const area = await ent(`${prefix}AREA`, 'AREA', 2, site);
  await ent(`${prefix}M1`, 'MACHINE', 3, area);
  await ent(`${prefix}M2`, 'MACHINE', 3, area);
  await db.query(
    `INSERT INTO bigbrain_shift (name, start_time, end_time, position, _company_id) VALUES
       ('Day', '07:00', '15:00', 1, $1), ('Afternoon', '15:00', '23:00', 2, $1), ('Midnight', '23:00', '07:00', 3, $1)`,
    [id],
  );
  return id;
}

const ev = (extra: Record<string, unknown> = {}) => ({
  timestamp: '2026-03-02T08:00:00Z', machine_key: 'M1', part_name: 'P1', operation: 'OP10', shift_date: '2026-03-02', shift_key: 'Day', type: 'PROD', quantity: 100, ...extra,
});
const sched = (extra: Record<string, unknown> = {}) => ({ shift_date: '2026-03-02', machine_key: 'M1', part_name: 'P1', operation: 'OP10', shift_key: 'Day', quantity: 480, ppm: 1, ...extra });

forEachDatabase('ingestion', (t) => {
  let app: FastifyInstance;
  let companyId: number;
  let role: Role = 'MANAGER';
  let workers: { stop(): Promise<void> };

  beforeAll(async () => {
    companyId = await smallPlant(t.db, 'CACME', '');
    await smallPlant(t.db, 'COTHER', 'X');
    const authenticate = async (request: { headers: Record<string, unknown> }): Promise<AuthContext> => {
      if (!request.headers.authorization) throw new HttpError(401, 'Authentication credentials were not provided.');
      return { userEuid: 'U1', email: 'a@b.c', companyId, companyEuid: 'CACME', role, isSuper: false, isDemo: false, claims: {} as AuthContext['claims'] };
    };
    const ctx: ServerContext = { db: t.db, config: loadConfig({}), log: { info() {}, warn() {}, error() {} }, authenticate };
    app = Fastify();
    app.setErrorHandler(async (error, _request, reply) => {
      const r = errorReply(error);
      return reply.code(r.status).send(r.body);
    });
    await ingestRoutes(app, ctx);
    await app.ready();
    workers = startEngineWorkers(ctx, { pollMs: 3_600_000, openDowntimeMs: 3_600_000 });
  });
  afterAll(async () => {
    await workers.stop();
    await app.close();
  });

  const post = (url: string, payload: unknown, contentType = 'application/json') =>
    app.inject({ method: 'POST', url, payload: payload as string, headers: { authorization: 'Bearer x', 'content-type': contentType } });
  const count = async (table: string) => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

  it('a batch of JSON schedules and events is stored and its results appear while the server runs', async () => {
    expect((await post('/v1/ingest/schedules', [sched()])).statusCode).toBe(200);
    const r = await post('/v1/ingest/events', [ev(), ev({ timestamp: '2026-03-02T09:00:00Z', quantity: 50 }), ev({ type: 'SCRP', quantity: 5 })]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ inserted: 3, queued: 1 });
    await expect.poll(() => units('M1', 'DAY'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 150, scrapped: 5 });
    await expect.poll(() => units('ROOT', 'SUMMARY'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 150, scrapped: 5 });
  });

  async function units(key: string, shiftKey: string) {
    const r = await t.db.query<{ p: string; s: string }>(
      `SELECT r.units_produced::text AS p, r.units_scrapped::text AS s FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
        WHERE e.key = $1 AND r.shift_date = '2026-03-02' AND r.shift_key = $2`,
      [key, shiftKey],
    );
    return r.rows[0] ? { produced: Number(r.rows[0].p), scrapped: Number(r.rows[0].s) } : undefined;
  }

  it('a bad row rejects the whole batch with its row number and reason, and nothing is written', async () => {
    const before = await count('bigbrain_inpevent');
    const r = await post('/v1/ingest/events', [ev(), ev({ type: 'BANG' })]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ row: 2, detail: expect.stringMatching(/^Row 2: type: Type must be one of/) });
    expect(await count('bigbrain_inpevent')).toBe(before);
  });

  it('issue 14: every bad row of a batch is listed with its number and reasons, and nothing is written', async () => {
    const before = await count('bigbrain_inpevent');
    const r = await post('/v1/ingest/events', [ev(), ev({ type: 'BANG' }), ev(), ev({ quantity: 'many' }), ev({ type: 'BOOM' })]);
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.rows.map((b: { row: number }) => b.row)).toEqual([2, 4, 5]);
    expect(Object.keys(body.rows[1].errors)).toEqual(['quantity']);
    expect(body.detail).toMatch(/^3 rows are refused: row 2 \(type: .*\); row 4 \(quantity: .*\); row 5 \(type: .*\)\. Nothing was written\.$/);
    expect(await count('bigbrain_inpevent')).toBe(before);
  });

  it("a machine key of another company is refused with its row number, and nothing is written", async () => {
    const before = await count('bigbrain_inpevent');
    const r = await post('/v1/ingest/events', [ev(), ev(), ev({ machine_key: 'XM1' })]);
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe("Row 3: machine_key: 'XM1' is not a machine of your company. Nothing was written.");
    expect(await count('bigbrain_inpevent')).toBe(before);
  });

  it('a shift that is not one of the company\'s shifts is refused with its row number', async () => {
    const r = await post('/v1/ingest/schedules', [sched({ shift_key: 'Night' })]);
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe("Row 1: shift_key: 'NIGHT' is not one of your shifts (DAY, AFTERNOON, MIDNIGHT). Nothing was written.");
  });

  it('only an admin or a manager may send production data', async () => {
    role = 'USER';
    try {
      const r = await post('/v1/ingest/events', [ev()]);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ detail: 'Only an admin or a manager may send production data' });
    } finally {
      role = 'MANAGER';
    }
    const anonymous = await app.inject({ method: 'POST', url: '/v1/ingest/events', payload: [ev()] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the CSV template is the header row, and a CSV file in that shape is accepted', async () => {
    const tpl = await app.inject({ method: 'GET', url: '/v1/ingest/events.csv/template' });
    expect(tpl.headers['content-type']).toMatch(/^text\/csv/);
    expect(tpl.body).toBe('timestamp,machine_key,part_name,operation,shift_date,shift_key,type,erp_trans,quantity,reason_name,planned,end\n');
    const csv = `${tpl.body}2026-03-02T10:00:00Z,M2,P1,OP10,2026-03-02,DAY,DOWN,SRC-1,,Jam,false,2026-03-02T10:30:00Z\n`;
    const r = await post('/v1/ingest/events.csv', csv, 'text/csv');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ inserted: 1 });
  });

  it('a bad CSV row is reported by its row number', async () => {
    const csv = 'shift_date,machine_key,part_name,operation,shift_key,quantity,ppm\n2026-03-02,M2,P1,OP10,DAY,10,1\n2026-03-02,M2,P2,OP10,DAY,10,0\n';
    const r = await post('/v1/ingest/schedules.csv', csv, 'text/csv');
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe('Row 2: ppm: Parts per minute must be greater than 0. Nothing was written.');
    expect(await count('bigbrain_inpschedule')).toBe(1);
  });

  it('an event sent again with the same Source ID corrects the stored one', async () => {
    const r = await post('/v1/ingest/events', [ev({ machine_key: 'M2', type: 'DOWN', quantity: 0, erp_trans: 'SRC-1', reason_name: 'Jam', timestamp: '2026-03-02T10:00:00Z', end: '2026-03-02T10:10:00Z' })]);
    expect(r.json()).toMatchObject({ inserted: 1, replaced: 1 });
    const stored = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM bigbrain_inpevent WHERE erp_trans = 'SRC-1'`);
    expect(Number(stored.rows[0].n)).toBe(1);
  });

  it('a schedule sent again corrects the stored one', async () => {
    expect((await post('/v1/ingest/schedules', [sched({ quantity: 300 })])).statusCode).toBe(200);
    const r = await t.db.query<{ q: string }>(`SELECT quantity::text AS q FROM bigbrain_inpschedule WHERE machine_key = 'M1'`);
    expect(r.rows).toEqual([{ q: '300' }]);
  });
});
