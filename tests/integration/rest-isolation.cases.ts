import { describe, expect, it } from 'vitest';
import { B_MARK } from './security-fixture';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

/** The lists of every setup resource and their tables; none may show a row of company B. */
const LISTS: ReadonlyArray<[path: string, table: string]> = [
  ['part', 'bigbrain_part'],
  ['operation', 'bigbrain_operation'],
  ['reason', 'bigbrain_reason'],
  ['shift', 'bigbrain_shift'],
  ['entity', 'bigbrain_entity'],
  ['location', 'bigbrain_inplocation'],
  ['bigbrain/location', 'bigbrain_inplocation'],
  ['inventory', 'bigbrain_inpinventory'],
  ['bigbrain/inventory', 'bigbrain_inpinventory'],
  ['metric_setup', 'bigbrain_metricsetup'],
  ['user', 'core_user'],
];

export function restIsolationCases(server: SecurityServer): void {
  describe('REST: company A cannot read company B', () => {
    it("the profile of A's user carries A's company, entities and shifts only", async () => {
      const { status, body, text } = await server.call('aAdmin', 'GET', '/v1/company_profile/me/');
      expect(status).toBe(200);
      expect(body.company_name).toBe('Demo Plant');
      expect(body.entities.euid).toBe(server.fixture.a.euid);
      for (const euid of server.fixture.b.entityEuids) expect(text).not.toContain(euid);
      expect(text).not.toContain(B_MARK);
    });

    it("A's entity data lists A's machines and results only", async () => {
      const { fixture } = server;
      const area = await server.call('aAdmin', 'GET', `/v1/entity/${fixture.a.areaEuid}/tumor/`);
      expect(area.status).toBe(200);
      expect(area.body.children.length).toBeGreaterThan(0);
      for (const euid of fixture.b.entityEuids) expect(area.text).not.toContain(euid);
      expect(area.text).not.toContain(B_MARK);
      const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const machine = await server.call('aAdmin', 'GET', `/v1/entity/${fixture.a.machineEuid}/tumor/?from_date=${from}&to_date=${to}`);
      const own = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bigbrain_resentity r JOIN bigbrain_entity e ON e.id = r.entity_id
          WHERE e.euid = $1 AND r._company_id = $2 AND r.shift_date BETWEEN $3::date AND $4::date`,
        [fixture.a.machineEuid, fixture.a.id, from, to],
      );
      // B's result on A's machine, which this control once counted, cannot be written since issue 40 (graphql-isolation.cases.ts).
      expect(own.rows[0]!.n).toBeGreaterThan(0);
      expect(machine.body.results).toHaveLength(own.rows[0]!.n);
    });

    it('GET /v1/entity/{B euid}/tumor/ answers 404 for every entity of B, while A and B read their own', async () => {
      const own = await server.call('aAdmin', 'GET', `/v1/entity/${server.fixture.a.machineEuid}/tumor/`);
      expect(own.status).toBe(200);
      expect(own.body.results.length).toBeGreaterThan(0);
      const theirs = await server.call('bAdmin', 'GET', `/v1/entity/${server.fixture.b.machineEuid}/tumor/`);
      expect(theirs.status).toBe(200);
      expect(theirs.body.results.length).toBeGreaterThan(0);
      for (const euid of server.fixture.b.entityEuids) {
        const res = await server.call('aAdmin', 'GET', `/v1/entity/${euid}/tumor/`);
        expect(res.status, euid).toBe(404);
        expect(res.text).not.toContain(B_MARK);
      }
    });

    it("consolidated metrics and set_plex refuse B's entity as not found and write nothing", async () => {
      const before = await tableSnapshot(server.db);
      const metrics = await server.call('aAdmin', 'POST', '/v1/metric_value/get_consolidated_metrics/', {
        entity: { euid: server.fixture.b.machineEuid, show_children: true },
        time: { day: new Date().toISOString().slice(0, 10) },
      });
      expect(metrics.status).toBe(404);
      const plex = await server.call('aAdmin', 'POST', '/v1/navutil/xelp/set_plex/', { machine: server.fixture.b.machineEuid, task: '', average: 30 });
      expect(plex.status).toBe(404);
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it.each(LISTS)('the list /v1/%s/ shows only rows of A (%s)', async (path, table) => {
      const { status, body, text } = await server.call('aAdmin', 'GET', `/v1/${path}/`);
      expect(status).toBe(200);
      const own = await server.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE _company_id = $1 ORDER BY id`, [server.fixture.a.id]);
      expect(body.results.map((r: { id: number }) => r.id).sort((x: number, y: number) => x - y)).toEqual(own.rows.map((r) => r.id));
      expect(body.count).toBe(own.rows.length);
      expect(text).not.toContain(B_MARK);
      for (const euid of server.fixture.b.entityEuids) expect(text).not.toContain(euid);
      expect(text).not.toContain(server.fixture.users.bAdmin.email);
    });

    it("a shared navigation state of B answers 404 for A, one of A's own is read back", async () => {
      const missing = await server.call('aAdmin', 'GET', `/v1/navutil/nav_state/${server.fixture.b.sharedStateId}/`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'Shared navigation state not found' });
      const state = encodeURIComponent(JSON.stringify({ name: 'mine', navState: { mode: 'graph' } }));
      const saved = await server.call('aUser', 'GET', `/v1/navutil/nav_state/save_navstate/?companyAndState=${state}`);
      expect(saved.status).toBe(200);
      const back = await server.call('aAdmin', 'GET', `/v1/navutil/nav_state/${saved.body.navstate_id}/`);
      expect(back.body).toMatchObject({ name: 'mine', navState: { mode: 'graph' } });
      // ...and B cannot read A's.
      expect((await server.call('bAdmin', 'GET', `/v1/navutil/nav_state/${saved.body.navstate_id}/`)).status).toBe(404);
    });

    it("the coating company's KPI targets cannot be written by A (403) and stay unchanged", async () => {
      const before = await tableSnapshot(server.db, ['ccc_kpitarget']);
      const res = await server.call('aAdmin', 'PUT', '/v1/custom/ccc/kpi/update_target/', { efficiency: 1 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'KPI targets are available to the coating customer only.' });
      expect(await tableSnapshot(server.db, ['ccc_kpitarget'])).toEqual(before);
    });

    it("the backend state read call answers A's own state, never B's queue, errors or notices", async () => {
      const res = await server.call('aAdmin', 'POST', '/v1/navutil/backend_state/read/', { fields: ['sch_queue', 'errors', 'scheduled_downtimes', 'users'] });
      expect(res.status).toBe(200);
      const queued = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sch_queue WHERE _company_id = $1', [server.fixture.a.id]);
      expect(res.body.sch_queue).toBe(queued.rows[0]!.n);
      expect(res.text).not.toContain(B_MARK);
      expect((await server.call('aAdmin', 'POST', '/v1/navutil/backend_state/read_all/', { fields: ['errors'] })).status).toBe(403);
    });
  });
}
