import { describe, expect, it } from 'vitest';
import { DEMO_MODE_TOAST, DISABLED_FOR_DEMO } from '../../core/errors';
import { ROLE_REFUSED } from '../../server/api/guards';
import type { SecurityServer, Who } from './security-server';
import { tableSnapshot } from './table-snapshot';

const DEMO_REFUSAL = { detail: DEMO_MODE_TOAST.detail, title: DEMO_MODE_TOAST.summary };

/** Writes of setup resources, each valid in itself, so only the caller's role or demo flag can refuse it. */
async function setupWrites(server: SecurityServer, who: Who) {
  const part = (await server.db.query<{ id: number }>('SELECT id FROM bigbrain_part WHERE _company_id = $1 ORDER BY id LIMIT 1', [server.fixture.a.id])).rows[0]!.id;
  return [
    await server.call(who, 'POST', '/v1/part/', { name: 'Role test part', desc: '', ppm: 2 }),
    await server.call(who, 'PUT', `/v1/part/${part}/`, { name: 'Renamed', desc: '', ppm: 2 }),
    await server.call(who, 'PATCH', `/v1/bigbrain/part/${part}/`, { ppm: 9 }),
    await server.call(who, 'DELETE', `/v1/part/${part}/`),
    await server.call(who, 'PUT', '/v1/part/', [{ id: part, ppm: 9 }]),
    await server.call(who, 'POST', '/v1/location/', { name: 'Dock 9', desc: '', key: 'DOCK-9' }),
    await server.call(who, 'POST', '/v1/bigbrain/inventory/', { part_name: 'P', desc: '', location_key: 'DOCK-9', qty: 1 }),
  ];
}

export function roleGuardCases(server: SecurityServer): void {
  describe('Roles and the demo account are enforced by the server', () => {
    it('the demo account cannot save, rename or delete presets (403 Disabled for demo) and nothing is written', async () => {
      const created = await server.call('aAdmin', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: 'Shared by admin', navstate: { mode: 'graph' }, public: true } });
      expect(created.status).toBe(200);
      const euid = (created.body as Array<{ name: string; euid: string }>).find((p) => p.name === 'Shared by admin')!.euid;
      const before = await tableSnapshot(server.db, ['nav_navpreset', 'nav_mapdesign']);
      const refused = [
        await server.call('aDemo', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: 'Demo preset', navstate: {} } }),
        await server.call('aDemo', 'POST', '/v1/mapdesign/create_preset/', { mapdesign: { name: 'Demo map', design: {} } }),
        await server.call('aDemo', 'POST', '/v1/navpreset/update_preset/', { navpreset: { euid, name: 'Renamed by demo' } }),
        await server.call('aDemo', 'POST', '/v1/navpreset/deactivate_preset/', { navpreset: { euid } }),
      ];
      expect(refused.map((r) => [r.status, r.body])).toEqual(refused.map(() => [403, { detail: DISABLED_FOR_DEMO }]));
      expect(await tableSnapshot(server.db, ['nav_navpreset', 'nav_mapdesign'])).toEqual(before);
    });

    it('the demo account cannot write setup resources or plugin toggles (403) and nothing is written', async () => {
      const before = await tableSnapshot(server.db);
      const refused = await setupWrites(server, 'aDemo');
      expect(refused.map((r) => [r.status, r.body])).toEqual(refused.map(() => [403, DEMO_REFUSAL]));
      const toggle = await server.call('aDemo', 'PUT', '/v1/plugin_toggle/explorer-map/', { enabled: false });
      expect(toggle.status).toBe(403);
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it('a USER cannot write setup resources (403) nor list the company users, and nothing is written', async () => {
      const before = await tableSnapshot(server.db);
      const refused = await setupWrites(server, 'aUser');
      expect(refused.map((r) => [r.status, r.body])).toEqual(refused.map(() => [403, { detail: ROLE_REFUSED }]));
      expect((await server.call('aUser', 'GET', '/v1/user/')).status).toBe(403);
      expect((await server.call('aUser', 'PUT', '/v1/plugin_toggle/explorer-map/', { enabled: false })).status).toBe(403);
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it('neither the demo account nor a USER may send production data (403), and nothing is written', async () => {
      const events = [{ timestamp: new Date().toISOString(), machine_key: server.fixture.a.machineKey, shift_date: new Date().toISOString().slice(0, 10), shift_key: 'Day', quantity: 1 }];
      const before = await tableSnapshot(server.db);
      const demo = await server.call('aDemo', 'POST', '/v1/ingest/events', events);
      expect([demo.status, demo.body]).toEqual([403, { detail: 'This action is disabled in demo mode' }]);
      const user = await server.call('aUser', 'POST', '/v1/ingest/events', events);
      expect([user.status, user.body]).toEqual([403, { detail: 'Only an admin or a manager may send production data' }]);
      expect(await tableSnapshot(server.db)).toEqual(before);
    });

    it('a MANAGER may write the same setup resource (the control for the refusals above)', async () => {
      const created = await server.call('aManager', 'POST', '/v1/part/', { name: 'Manager part', desc: '', ppm: 2 });
      expect(created.status).toBe(201);
      expect((await server.call('aManager', 'DELETE', `/v1/part/${created.body.id}/`)).status).toBe(204);
    });
  });
}
