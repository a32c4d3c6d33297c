import { describe, expect, it } from 'vitest';
import { B_MARK } from './security-fixture';
import type { SecurityServer } from './security-server';
import { rowSnapshot, tableSnapshot } from './table-snapshot';

type BRow = 'partId' | 'reasonId' | 'locationId' | 'inventoryId' | 'shiftId';

/** Setup resources addressed by id, with a valid full body for PUT (so only the company check can refuse it). */
const ID_RESOURCES: ReadonlyArray<{ path: string; table: string; row: BRow; body: Record<string, unknown> }> = [
  { path: 'part', table: 'bigbrain_part', row: 'partId', body: { name: 'Taken over', desc: '', ppm: 3 } },
  { path: 'bigbrain/reason', table: 'bigbrain_reason', row: 'reasonId', body: { kind: 'down', name: 'Taken over', desc: '', planned: false } },
  { path: 'bigbrain/location', table: 'bigbrain_inplocation', row: 'locationId', body: { name: 'Taken', desc: '', key: 'TAKEN' } },
  { path: 'inventory', table: 'bigbrain_inpinventory', row: 'inventoryId', body: { part_name: 'Taken', desc: '', location_key: 'TAKEN', qty: 1 } },
  { path: 'shift', table: 'bigbrain_shift', row: 'shiftId', body: { name: 'Taken', color: null, start_time: '01:00', end_time: '02:00', position: 9 } },
];

export function restWriteIsolationCases(server: SecurityServer): void {
  describe('REST: company A cannot change company B', () => {
    it.each(ID_RESOURCES)("GET, PUT, POST (save), PATCH and DELETE of B's $path row answer 404 and leave it unchanged", async ({ path, table, row, body }) => {
      const id = server.fixture.b[row];
      const before = await rowSnapshot(server.db, table, id);
      // Control: the row exists and its own company reads it.
      expect((await server.call('bAdmin', 'GET', `/v1/${path}/${id}/`)).status).toBe(200);
      expect((await server.call('aAdmin', 'GET', `/v1/${path}/${id}/`)).status).toBe(404);
      expect((await server.call('aAdmin', 'PUT', `/v1/${path}/${id}/`, body)).status).toBe(404);
      expect((await server.call('aAdmin', 'POST', `/v1/${path}/${id}/`, body)).status).toBe(404);
      expect((await server.call('aAdmin', 'PATCH', `/v1/${path}/${id}/`, { name: 'Taken over' })).status).toBe(404);
      expect((await server.call('aAdmin', 'DELETE', `/v1/${path}/${id}/`)).status).toBe(404);
      expect(await rowSnapshot(server.db, table, id)).toBe(before);
    });

    it("bulk update naming B's rows is refused as a whole and changes nothing, A's own row included", async () => {
      const before = await tableSnapshot(server.db, ['bigbrain_part']);
      const own = (await server.call('aAdmin', 'GET', '/v1/part/')).body.results[0] as { id: number };
      const res = await server.call('aAdmin', 'PUT', '/v1/part/', [
        { id: own.id, name: 'Renamed by bulk' },
        { id: server.fixture.b.partId, name: 'Taken over' },
      ]);
      expect(res.status).toBe(404);
      expect(await tableSnapshot(server.db, ['bigbrain_part'])).toEqual(before);
    });

    it("B's entity and B's admin, addressed by euid, are not found for A and stay unchanged", async () => {
      const entityBefore = await rowSnapshot(server.db, 'bigbrain_entity', server.fixture.b.machineEuid, 'euid');
      const m = server.fixture.b.machineEuid;
      expect((await server.call('aAdmin', 'GET', `/v1/entity/${m}/`)).status).toBe(404);
      expect((await server.call('aAdmin', 'PATCH', `/v1/bigbrain/entity/${m}/`, { name: 'Taken over' })).status).toBe(404);
      expect((await server.call('aAdmin', 'DELETE', `/v1/entity/${m}/`)).status).toBe(404);
      expect(await rowSnapshot(server.db, 'bigbrain_entity', m, 'euid')).toBe(entityBefore);

      const bAdmin = await server.db.query<{ euid: string }>('SELECT euid FROM core_user WHERE email = $1', [server.fixture.users.bAdmin.email]);
      const euid = bAdmin.rows[0]!.euid;
      const userBefore = await rowSnapshot(server.db, 'core_user', euid, 'euid');
      expect((await server.call('aAdmin', 'GET', `/v1/user/${euid}/`)).status).toBe(404);
      expect((await server.call('aAdmin', 'PATCH', `/v1/user/${euid}/`, { role: 'USER', status: 'INACTIVE' })).status).toBe(404);
      expect(await rowSnapshot(server.db, 'core_user', euid, 'euid')).toBe(userBefore);
    });

    it("a new entity under B's parent or an operation of B's part is refused as not found and nothing is written", async () => {
      const before = await tableSnapshot(server.db);
      const entity = await server.call('aAdmin', 'POST', '/v1/entity/', { name: 'Intruder', key: 'INTRUDER', category: 'MACHINE', parent: server.fixture.b.entityEuids[2] });
      expect(entity.status).toBe(400);
      expect(entity.body).toEqual({ parent: ['Parent entity not found'] });
      const op = await server.call('aAdmin', 'POST', '/v1/operation/', { part_id: server.fixture.b.partId, name: 'OP99' });
      expect(op.status).toBe(400);
      expect(op.body).toEqual({ part_id: ['Part not found'] });
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it.each(['navpreset', 'mapdesign'])("%s: B's public default is not listed for A; opening, saving or deleting it answers 404 and leaves it unchanged", async (kind) => {
      const euid = kind === 'navpreset' ? server.fixture.b.navPresetEuid : server.fixture.b.mapDesignEuid;
      const table = kind === 'navpreset' ? 'nav_navpreset' : 'nav_mapdesign';
      const before = await tableSnapshot(server.db, [table, 'nav_navpresetflag']);
      const list = await server.call('aAdmin', 'POST', `/v1/${kind}/get_presets/`, {});
      expect(list.status).toBe(200);
      expect((await server.call('bAdmin', 'POST', `/v1/${kind}/get_presets/`, {})).text).toContain(euid);
      expect(list.text).not.toContain(B_MARK);
      expect(list.text).not.toContain(euid);
      if (kind === 'navpreset') expect((await server.call('aAdmin', 'POST', `/v1/${kind}/open_preset/`, { [kind]: { euid } })).status).toBe(404);
      expect((await server.call('aAdmin', 'POST', `/v1/${kind}/update_preset/`, { [kind]: { euid, name: 'Taken over', hidden: true } })).status).toBe(404);
      expect((await server.call('aAdmin', 'POST', `/v1/${kind}/deactivate_preset/`, { [kind]: { euid } })).status).toBe(404);
      expect(await tableSnapshot(server.db, [table, 'nav_navpresetflag'])).toEqual(before);
    });

    it("plugin toggles: A sees only its own switches, and switching a plugin on in A leaves B's switch as it was", async () => {
      const list = await server.call('aAdmin', 'GET', '/v1/plugin_toggle/');
      expect(list.status).toBe(200);
      expect(list.body.results).not.toContainEqual(expect.objectContaining({ plugin_id: 'b-secret-plugin' }));
      const set = await server.call('aAdmin', 'PUT', '/v1/plugin_toggle/b-secret-plugin/', { enabled: true });
      expect(set.status).toBe(200);
      const { rows } = await server.db.query<{ _company_id: number; enabled: boolean }>(
        `SELECT _company_id, enabled FROM core_plugintoggle WHERE plugin_id = 'b-secret-plugin' ORDER BY _company_id`,
      );
      expect(rows).toEqual(
        [{ _company_id: server.fixture.a.id, enabled: true }, { _company_id: server.fixture.b.id, enabled: false }].sort((x, y) => x._company_id - y._company_id),
      );
      const bList = await server.call('bAdmin', 'GET', '/v1/plugin_toggle/');
      expect(bList.body.results).toEqual([{ plugin_id: 'b-secret-plugin', enabled: false }]);
    });

    it("a field named _company_id in a write body is ignored: A's row stays A's", async () => {
      const created = await server.call('aAdmin', 'POST', '/v1/part/', { name: 'Smuggler', desc: '', ppm: 1, _company_id: server.fixture.b.id });
      expect(created.status).toBe(201);
      const patched = await server.call('aAdmin', 'PATCH', `/v1/part/${created.body.id}/`, { _company_id: server.fixture.b.id, ppm: 2 });
      expect(patched.status).toBe(200);
      const { rows } = await server.db.query<{ _company_id: number }>('SELECT _company_id FROM bigbrain_part WHERE id = $1', [created.body.id]);
      expect(rows).toEqual([{ _company_id: server.fixture.a.id }]);
      expect((await server.call('aAdmin', 'DELETE', `/v1/part/${created.body.id}/`)).status).toBe(204);
    });

    it("ingestion refuses B's machine key (400, nothing written), and B's Source ID never corrects B's event", async () => {
      const { fixture } = server;
      const event = (machine_key: string, erp_trans = '') => ({ timestamp: new Date().toISOString(), machine_key, shift_date: new Date().toISOString().slice(0, 10), shift_key: 'Day', quantity: 3, erp_trans });
      const before = await tableSnapshot(server.db);
      const foreign = await server.call('aAdmin', 'POST', '/v1/ingest/events', [event(fixture.a.machineKey), event(fixture.b.machineKey)]);
      expect(foreign.status).toBe(400);
      expect(foreign.body).toMatchObject({ row: 2, errors: { machine_key: ['Unknown machine key'] } });
      const schedule = await server.call('aAdmin', 'POST', '/v1/ingest/schedules', [{ shift_date: '2026-01-05', machine_key: fixture.b.machineKey, part_name: 'P', shift_key: 'Day', quantity: 10, ppm: 1 }]);
      expect(schedule.status).toBe(400);
      expect(await tableSnapshot(server.db)).toEqual(before);

      const bEvent = await rowSnapshot(server.db, 'bigbrain_inpevent', fixture.b.eventSourceId, 'erp_trans');
      const own = await server.call('aAdmin', 'POST', '/v1/ingest/events', [event(fixture.a.machineKey, fixture.b.eventSourceId)]);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ inserted: 1, replaced: 0 });
      const { rows } = await server.db.query<{ _company_id: number }>('SELECT _company_id FROM bigbrain_inpevent WHERE erp_trans = $1 ORDER BY _company_id', [fixture.b.eventSourceId]);
      expect(rows.map((r) => r._company_id).sort()).toEqual([fixture.a.id, fixture.b.id].sort());
      expect(await server.db.query('SELECT * FROM bigbrain_inpevent WHERE erp_trans = $1 AND _company_id = $2', [fixture.b.eventSourceId, fixture.b.id]).then((r) => JSON.stringify(r.rows[0]))).toBe(bEvent);
    });

  });
}
