import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISABLED_FOR_DEMO,
  INVALID_MAP_DESIGN_DATA,
  NON_ADMIN_DEFAULT_MAP,
  NON_ADMIN_DEFAULT_PRESET,
  NON_ADMIN_PRESET_FLAGS,
  PRESET_DEFAULT_ONLY_ONE,
  PRESET_NO_PAYLOAD,
  PRESET_NOT_FOUND,
  PRESET_YOU_CANNOT_DELETE_DEFAULT,
} from '../../core/errors';
import { forEachDatabase } from '../../tests/support/databases';
import { unknownMapKeys } from './preset-routes';
import { API_FIXTURE_SQL, snapshot, startApiTestApp, type ApiTestApp, type Token } from './testing/api-fixture';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

forEachDatabase('REST presets and map designs', (t) => {
  let api: ApiTestApp;
  const nav = (token: Token, call: string, navpreset?: unknown) => api.call(token, 'POST', `/v1/navpreset/${call}/`, navpreset === undefined ? {} : { navpreset });
  const map = (token: Token, call: string, mapdesign?: unknown) => api.call(token, 'POST', `/v1/mapdesign/${call}/`, mapdesign === undefined ? {} : { mapdesign });
  const named = (list: Array<{ name: string; euid: string; default: boolean }>, name: string) => list.find((p) => p.name === name)!;

  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    api = await startApiTestApp(t.db);
  });
  afterAll(async () => api.app.close());

  describe('nav presets', () => {
    it('the demo account cannot save a preset: "Disabled for demo" (document 1 §6)', async () => {
      const res = await nav('a-demo', 'create_preset', { name: 'Mine', navstate: {} });
      expect(res).toEqual({ status: 403, body: { detail: DISABLED_FOR_DEMO } });
    });

    it('a missing payload gets "No preset payload found!" (document 3 §5)', async () => {
      expect((await nav('a-admin', 'create_preset')).body).toEqual({ detail: PRESET_NO_PAYLOAD });
      expect((await nav('a-admin', 'update_preset')).body).toEqual({ detail: PRESET_NO_PAYLOAD });
    });

    it('only admins may create a default or public preset', async () => {
      const res = await nav('a-user', 'create_preset', { name: 'Loud', navstate: {}, public: true });
      expect(res).toEqual({ status: 403, body: { detail: NON_ADMIN_PRESET_FLAGS } });
    });

    it('create answers the full list with a UUID v4 euid and the author\'s names', async () => {
      const res = await nav('a-admin', 'create_preset', { name: 'Efficiency', desc: 'Plant view', navstate: { metric: 'EFFICIENCY' }, default: true, public: true });
      expect(res.status).toBe(200);
      const p = named(res.body, 'Efficiency');
      expect(p.euid).toMatch(UUID_V4);
      expect(p).toMatchObject({ author_first_name: 'Ada', author_last_name: 'Admin', author_comp_prof: 'UA-ADMIN', default: true, public: true, hidden: false, favorite: false, navstate: { metric: 'EFFICIENCY' } });
    });

    it('the list holds own, public and default presets, not other users\' private ones or other companies\'', async () => {
      await nav('a-user', 'create_preset', { name: 'Uma private', navstate: {} });
      await nav('b-admin', 'create_preset', { name: 'B default', navstate: {}, default: true });
      const asManager = (await nav('a-manager', 'get_presets')).body.map((p: { name: string }) => p.name);
      expect(asManager).toEqual(['Efficiency']);
      const asUser = (await nav('a-user', 'get_presets')).body.map((p: { name: string }) => p.name);
      expect(asUser).toEqual(['Efficiency', 'Uma private']);
    });

    it('a non-admin cannot edit the default preset (document 1 §4)', async () => {
      const eff = named((await nav('a-user', 'get_presets')).body, 'Efficiency');
      const res = await nav('a-user', 'update_preset', { ...eff, navstate: { metric: 'QUALITY' } });
      expect(res).toEqual({ status: 403, body: { detail: NON_ADMIN_DEFAULT_PRESET } });
    });

    it('hidden and favourite are each user\'s own flags and need no edit rights', async () => {
      const eff = named((await nav('a-user', 'get_presets')).body, 'Efficiency');
      const res = await nav('a-user', 'update_preset', { ...eff, hidden: true, favorite: true });
      expect(named(res.body, 'Efficiency')).toMatchObject({ hidden: true, favorite: true });
      expect(named((await nav('a-admin', 'get_presets')).body, 'Efficiency')).toMatchObject({ hidden: false, favorite: false });
    });

    it('the default flag cannot be turned off when the preset is the only one (document 3 §5)', async () => {
      const eff = named((await nav('a-admin', 'get_presets')).body, 'Efficiency');
      const res = await nav('a-admin', 'update_preset', { ...eff, default: false });
      expect(res).toEqual({ status: 400, body: { detail: PRESET_DEFAULT_ONLY_ONE } });
    });

    it('the default preset cannot be deleted (document 3 §5)', async () => {
      const eff = named((await nav('a-admin', 'get_presets')).body, 'Efficiency');
      const before = await snapshot(t.db, 'nav_navpreset');
      expect(await nav('a-admin', 'deactivate_preset', eff)).toEqual({ status: 400, body: { detail: PRESET_YOU_CANNOT_DELETE_DEFAULT } });
      expect(await snapshot(t.db, 'nav_navpreset')).toBe(before);
    });

    it('an unknown euid or another company\'s preset is "Preset not found", and nothing changes', async () => {
      const bDefault = named((await nav('b-admin', 'get_presets')).body, 'B default');
      const before = await snapshot(t.db, 'nav_navpreset');
      expect(await nav('a-admin', 'update_preset', { ...bDefault, name: 'Hijacked' })).toEqual({ status: 404, body: { detail: PRESET_NOT_FOUND } });
      expect(await nav('a-admin', 'deactivate_preset', bDefault)).toEqual({ status: 404, body: { detail: PRESET_NOT_FOUND } });
      expect(await nav('a-admin', 'open_preset', { euid: '6f1c1c1e-2b1a-4c6e-9d1a-0c1b2a3d4e5f' })).toEqual({ status: 404, body: { detail: PRESET_NOT_FOUND } });
      expect(await snapshot(t.db, 'nav_navpreset')).toBe(before);
    });

    it('an admin makes another preset the default: the old default loses the flag', async () => {
      const list = (await nav('a-admin', 'create_preset', { name: 'Shift view', navstate: {} })).body;
      const res = await nav('a-admin', 'update_preset', { ...named(list, 'Shift view'), default: true });
      expect(named(res.body, 'Shift view').default).toBe(true);
      expect(named(res.body, 'Efficiency').default).toBe(false);
    });

    it('open answers the list; the author deletes a preset that is not the default', async () => {
      const mine = named((await nav('a-user', 'get_presets')).body, 'Uma private');
      expect((await nav('a-user', 'open_preset', mine)).status).toBe(200);
      const after = await nav('a-user', 'deactivate_preset', mine);
      expect(after.status).toBe(200);
      expect(after.body.map((p: { name: string }) => p.name)).not.toContain('Uma private');
    });

    it('malformed payloads get field errors and write nothing', async () => {
      const before = await snapshot(t.db, 'nav_navpreset');
      const res = await nav('a-admin', 'create_preset', { name: 5, navstate: 'not an object' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['navpreset.name', 'navpreset.navstate']);
      expect((await nav('a-admin', 'create_preset', { name: 'x'.repeat(201), navstate: {} })).status).toBe(400);
      expect(await snapshot(t.db, 'nav_navpreset')).toBe(before);
    });
  });

  describe('map designs', () => {
    const root = { flows: { ROOT: { nodes: [] } }, last_node_id: 0 };
    const nodeAt = (id: string, x: number, size = 40) => ({ id, position: { x, y: 0 }, dimensions: { width: size, height: size }, style: { width: size, height: size }, data: { extra: { label: '', link_n: '', link_e: '', link_s: '', link_w: '', link_t: '' } } });
    const withPress = (key: string) => ({
      flows: { ROOT: { nodes: [nodeAt('1', 0)] } },
      machine_xref: { key_to_node: { [key]: '1' }, node_to_key: { '1': key } },
      last_node_id: 1,
    });

    it('an admin creates a default map; a non-admin cannot edit the default map (document 2 §6)', async () => {
      const created = await map('a-admin', 'create_preset', { name: 'Floor', design: root, default: true });
      const floor = named(created.body, 'Floor');
      expect(floor).toMatchObject({ default: true, design: { flows: { ROOT: { nodes: [] } }, last_node_id: 0 }, author_comp_prof: 'UA-ADMIN' });
      const res = await map('a-manager', 'update_preset', { ...floor, design: root });
      expect(res).toEqual({ status: 403, body: { detail: NON_ADMIN_DEFAULT_MAP } });
    });

    it.each([
      ['no ROOT flow', { flows: {}, last_node_id: 0 }],
      ['a flow without nodes', { flows: { ROOT: {} } }],
      ['two nodes with one id', { flows: { ROOT: { nodes: [nodeAt('1', 0), nodeAt('1', 40)] } } }],
      ['a voxel of an unknown colour', { ...root, flowHelpers: { ROOT: { width: 30, height: 20, color: 'Pink', voxels: [] } } }],
      ['no design at all', undefined],
    ])('document 1 §5: a design core would reject (%s) is refused with "Invalid map design data" and nothing is stored', async (_what, design) => {
      const res = await map('a-manager', 'create_preset', { name: 'Broken', design });
      expect(res).toEqual({ status: 400, body: { detail: INVALID_MAP_DESIGN_DATA } });
      expect((await map('a-manager', 'get_presets')).body.map((m: { name: string }) => m.name)).not.toContain('Broken');
    });

    it('document 2 §9: a backdrop with 10,000 tiles of each of the ten colours (the editor\'s maximum) saves and reads back', async () => {
      const colours = ['DarkGray', 'Charcoal', 'CoolGray', 'Midnight', 'DeepBlue', 'ForestGreen', 'BrickRed', 'BurntOrange', 'Olive', 'SteelBlue'];
      const voxels = colours.flatMap((color, c) => Array.from({ length: 10_000 }, (_, i) => ({ x: i % 500, y: c * 20 + Math.floor(i / 500), z: 0, color })));
      const res = await map('a-manager', 'create_preset', { name: 'Full backdrop', design: { ...root, flowHelpers: { ROOT: { width: 500, height: 500, color: 'DarkGray', voxels } } } });
      expect(res.status).toBe(200);
      const saved = named(res.body, 'Full backdrop') as unknown as { design: { flowHelpers: { ROOT: { voxels: unknown[] } } } };
      expect(saved.design.flowHelpers.ROOT.voxels).toHaveLength(100_000);
      await map('a-manager', 'deactivate_preset', { design: { activeMapName: 'Full backdrop' } });
    });

    it('document 2 §5: a saved design is stored as core reads it (sizes rounded to 20 px, sizeless nodes dropped)', async () => {
      const design = { flows: { ROOT: { nodes: [nodeAt('1', 0, 47), { id: '2', position: { x: 0, y: 0 }, data: { extra: { label: 'no size' } } }] } }, last_node_id: 2 };
      const res = await map('a-manager', 'create_preset', { name: 'Rounded', design });
      const saved = named(res.body, 'Rounded') as unknown as { design: { flows: { ROOT: { nodes: Array<{ id: string; style: unknown }> } } } };
      expect(saved.design.flows.ROOT.nodes.map((n) => [n.id, n.style])).toEqual([['1', { width: 40, height: 40 }]]);
      await map('a-manager', 'deactivate_preset', { design: { activeMapName: 'Rounded' } });
    });

    it('a map naming a machine or location of another company (or none) is refused, on create and on update', async () => {
      expect(await map('a-manager', 'create_preset', { name: 'Theirs', design: withPress('C-1') })).toEqual({ status: 400, body: { detail: unknownMapKeys('machines', ['C-1']) } });
      const ok = await map('a-manager', 'create_preset', { name: 'Ours', design: withPress('P-1') });
      expect(ok.status).toBe(200);
      const ours = named(ok.body, 'Ours');
      const loc = { ...root, flows: { ROOT: { nodes: [nodeAt('1', 0)] } }, location_xref: { key_to_node: { NOPE: '1' }, node_to_key: { '1': 'NOPE' } }, last_node_id: 1 };
      expect(await map('a-manager', 'update_preset', { ...ours, design: loc })).toEqual({ status: 400, body: { detail: unknownMapKeys('locations', ['NOPE']) } });
      expect(await map('a-manager', 'update_preset', { ...ours, design: { flows: {} } })).toEqual({ status: 400, body: { detail: INVALID_MAP_DESIGN_DATA } });
      expect((named((await map('a-manager', 'get_presets')).body, 'Ours') as unknown as { design: unknown }).design).toMatchObject({ machine_xref: { key_to_node: { 'P-1': '1' } } });
      await map('a-manager', 'deactivate_preset', { design: { activeMapName: 'Ours' } });
    });

    it('another company cannot update or delete a map it cannot see', async () => {
      const floor = named((await map('a-admin', 'get_presets')).body, 'Floor');
      expect((await map('b-admin', 'update_preset', { ...floor, design: root })).status).toBe(404);
      expect((await map('b-admin', 'deactivate_preset', { design: { activeMapName: 'Floor' } })).status).toBe(404);
    });

    it('deactivate finds the map by design.activeMapName and refuses the default one', async () => {
      await map('a-manager', 'create_preset', { name: 'Dock map', design: root });
      const del = await map('a-manager', 'deactivate_preset', { design: { activeMapName: 'Dock map', mapChoices: [] } });
      expect(del.status).toBe(200);
      expect(del.body.map((m: { name: string }) => m.name)).toEqual(['Floor']);
      expect((await map('a-admin', 'deactivate_preset', { design: { activeMapName: 'Floor' } })).body).toEqual({ detail: PRESET_YOU_CANNOT_DELETE_DEFAULT });
    });

    it('map designs of another company are invisible', async () => {
      expect((await map('b-admin', 'get_presets')).body).toEqual([]);
    });
  });
});
