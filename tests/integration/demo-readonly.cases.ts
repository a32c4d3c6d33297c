import { describe, expect, it } from 'vitest';
import { DEMO_MODE_TOAST, DISABLED_FOR_DEMO } from '../../core/errors';
import type { SecurityServer } from './security-server';
import { tableSnapshot } from './table-snapshot';

/** Issue 16 §5: the demo account reads only (document 1 §6 'Disabled for demo'; document 2 §6 'This action is disabled in demo mode'). */
export function demoReadOnlyCases(s: SecurityServer): void {
  describe('issue 16 §5: the demo account is read-only on every write', () => {
    let presetEuid = '';
    it('setup: an admin publishes a preset the demo account can see', async () => {
      const res = await s.call('aAdmin', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: `Public ${Date.now()}`, navstate: {}, public: true } });
      expect(res.status, res.text).toBe(200);
      presetEuid = (res.body as Array<{ euid: string; name: string; public: boolean }>).find((p) => p.public && p.name.startsWith('Public '))!.euid;
    });

    const writes: Array<[string, string, string, (() => unknown) | unknown, string]> = [
      ['the timeline average (set_plex)', 'POST', '/v1/navutil/xelp/set_plex/', () => ({ machine: s.fixture.a.machineEuid, task: '', average: 5 }), DEMO_MODE_TOAST.detail],
      ['a shared navigation state (save_navstate, a GET that stores)', 'GET', `/v1/navutil/nav_state/save_navstate/?companyAndState=${encodeURIComponent(JSON.stringify({ name: 'x', navState: {} }))}`, undefined, DEMO_MODE_TOAST.detail],
      ["the hidden and favourite flags of another author's preset", 'POST', '/v1/navpreset/update_preset/', () => ({ navpreset: { euid: presetEuid, hidden: true, favorite: true } }), DISABLED_FOR_DEMO],
      ['Save As of a preset', 'POST', '/v1/navpreset/create_preset/', { navpreset: { name: 'Demo', navstate: {} } }, DISABLED_FOR_DEMO],
      ['a map design', 'POST', '/v1/mapdesign/create_preset/', { mapdesign: { name: 'Demo map', design: {} } }, DISABLED_FOR_DEMO],
      ['custom metric labels', 'PUT', '/v1/metric_name/', { overrides: { EFFICIENCY: 'Eff' } }, DEMO_MODE_TOAST.detail],
      ['a plugin switch', 'PUT', '/v1/plugin_toggle/explorer-map/', { enabled: false }, DEMO_MODE_TOAST.detail],
      ['a part', 'POST', '/v1/part/', { name: 'Demo part', desc: '', ppm: 1 }, DEMO_MODE_TOAST.detail],
    ];
    it.each(writes)('%s: 403 with the specification text, nothing written', async (_name, method, path, body, text) => {
      const before = await tableSnapshot(s.db);
      const res = await s.call('aDemo', method, path, typeof body === 'function' ? body() : body);
      expect(res.status, res.text).toBe(403);
      expect(res.body.detail).toBe(text);
      expect(await tableSnapshot(s.db)).toEqual(before);
    });

    it('reads sent as POST still answer the demo account (get_presets, open_preset, consolidated metrics)', async () => {
      expect((await s.call('aDemo', 'POST', '/v1/navpreset/get_presets/', { navpreset: null })).status).toBe(200);
      expect((await s.call('aDemo', 'POST', '/v1/navpreset/open_preset/', { navpreset: { euid: presetEuid } })).status).toBe(200);
    });
  });
}
