import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { API_FIXTURE_SQL, snapshot, startApiTestApp, type ApiTestApp } from './testing/api-fixture';

forEachDatabase('REST profile, setup resources and OpenAPI', (t) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    api = await startApiTestApp(t.db);
  });
  afterAll(async () => api.app.close());

  it('the profile carries the user, the nested entity tree with max_depth, shifts in position order, reasons by kind and metric names', async () => {
    const { status, body } = await api.call('a-user', 'GET', '/v1/company_profile/me/?timestamp=1741000000000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ euid: 'UA-USER', email: 'user@acme.test', role: 'USER', company_name: 'Acme', is_demo: false, is_super: false });
    expect(body.shift_names).toEqual(['Day', 'Afternoon', 'Midnight']);
    expect(body.shifts.Day).toEqual({ start: '07:00', end: '15:00', position: 1, color: '#ff0' });
    expect(body.entities).toMatchObject({ euid: 'CACME', depth: 0, max_depth: 3, parent: null });
    expect(body.entities.children[0].children[0].children.map((m: { euid: string }) => m.euid)).toEqual(['MA1', 'MA2']);
    expect(body.entities.children[0].children[0].children[0]).toMatchObject({ parent: 'AA1', depth: 3, max_depth: 3 });
    expect(body.down_reasons).toEqual([{ name: 'Breakdown', desc: 'Machine broke' }, { name: 'Lunch', desc: 'Planned break' }]);
    expect(body.metric_names).toEqual({ rev: 3, overrides: { EFFICIENCY: 'OEE' } });
    expect(JSON.stringify(body)).not.toContain('B-only');
  });

  it('a request without a valid token is refused with 401', async () => {
    expect((await api.call(undefined, 'GET', '/v1/company_profile/me/')).status).toBe(401);
    expect((await api.call(undefined, 'GET', '/v1/metric_setup/')).status).toBe(401);
  });

  it('GET /v1/metric_setup/ answers results[] of the caller company\'s metric setup records only', async () => {
    const { status, body } = await api.call('a-user', 'GET', '/v1/metric_setup/');
    expect(status).toBe(200);
    expect(body.results).toEqual([
      expect.objectContaining({ metric_key: 'EFFICIENCY', danger_min: 60, caution_min: 80, standard_min: 95, danger_state: 'BELOW', stacked_bar: false }),
      expect.objectContaining({ metric_key: 'SCRAP_LOSS', danger_state: 'ABOVE' }),
    ]);
  });

  it('the location list includes the inventory quantity summed per location key, within the company', async () => {
    const { body } = await api.call('a-user', 'GET', '/v1/bigbrain/location/');
    expect(body.results.map((l: { key: string; inventory_qty: number }) => [l.key, l.inventory_qty])).toEqual([['DOCK', 12.5], ['SHELF', 0]]);
  });

  it('inventory create (JSON) returns the new id; update, patch and delete work on it (document 2 §4: an item without an id is created)', async () => {
    const created = await api.call('a-manager', 'POST', '/v1/bigbrain/inventory/', { id: null, part_name: 'Nut', location_key: 'SHELF', qty: '12' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ part_name: 'Nut', desc: '', location_key: 'SHELF', qty: 12 });
    const id = created.body.id as number;
    expect(id).toBeGreaterThan(3);
    const updated = await api.call('a-manager', 'PUT', `/v1/bigbrain/inventory/${id}/`, { id, part_name: 'Nut M8', location_key: 'SHELF', qty: 3 });
    expect(updated.body).toMatchObject({ id, part_name: 'Nut M8', qty: 3 });
    const patched = await api.call('a-admin', 'PATCH', `/v1/inventory/${id}/`, { qty: 4 });
    expect(patched.body).toMatchObject({ id, part_name: 'Nut M8', qty: 4 });
    expect((await api.call('a-admin', 'DELETE', `/v1/bigbrain/inventory/${id}/`)).status).toBe(204);
    expect((await api.call('a-admin', 'GET', `/v1/inventory/${id}/`)).status).toBe(404);
  });

  it('inventory qty is not required (document 2 §5): created without one it stores 0, the column default; a patch without qty keeps it', async () => {
    const created = await api.call('a-manager', 'POST', '/v1/bigbrain/inventory/', { part_name: 'Washer', location_key: 'SHELF' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ part_name: 'Washer', qty: 0 });
    const id = created.body.id as number;
    expect((await api.call('a-manager', 'PATCH', `/v1/inventory/${id}/`, { qty: 7 })).body).toMatchObject({ qty: 7 });
    expect((await api.call('a-manager', 'PATCH', `/v1/inventory/${id}/`, { desc: 'M8' })).body).toMatchObject({ qty: 7, desc: 'M8' });
    expect((await api.call('a-manager', 'PUT', `/v1/bigbrain/inventory/${id}/`, { id, part_name: 'Washer', location_key: 'SHELF', qty: '' })).body).toMatchObject({ qty: 0 });
    expect((await api.call('a-admin', 'DELETE', `/v1/bigbrain/inventory/${id}/`)).status).toBe(204);
  });

  it('location create accepts form data (the generic helpers post forms or JSON)', async () => {
    const res = await api.call('a-admin', 'POST', '/v1/bigbrain/location/', 'name=Rack&key=RACK&desc=Back+wall', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Rack', key: 'RACK', desc: 'Back wall', inventory_qty: 0 });
  });

  it('location create accepts multipart form data (a browser FormData)', async () => {
    const body = '--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nYard\r\n--B\r\nContent-Disposition: form-data; name="key"\r\n\r\nYARD\r\n--B--\r\n';
    const res = await api.call('a-admin', 'POST', '/v1/bigbrain/location/', body, { 'content-type': 'multipart/form-data; boundary=B' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Yard', key: 'YARD', desc: '' });
  });

  it.each([
    ['part_name over 30 characters', { part_name: 'x'.repeat(31), location_key: 'DOCK', qty: 1 }, 'part_name'],
    ['missing location_key', { part_name: 'A', qty: 1 }, 'location_key'],
    ['qty not numeric', { part_name: 'A', location_key: 'DOCK', qty: 'lots' }, 'qty'],
    ['desc over 50 characters', { part_name: 'A', location_key: 'DOCK', qty: 1, desc: 'd'.repeat(51) }, 'desc'],
  ])('inventory validation (document 2 §5): %s gets 400 with field errors and writes nothing', async (_name, payload, field) => {
    const before = await snapshot(t.db, 'bigbrain_inpinventory');
    const res = await api.call('a-admin', 'POST', '/v1/bigbrain/inventory/', payload);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toContain(field);
    expect(await snapshot(t.db, 'bigbrain_inpinventory')).toBe(before);
  });

  it('malformed JSON and a non-object body get a clear 400 and write nothing', async () => {
    const before = await snapshot(t.db, 'bigbrain_inplocation');
    const bad = await api.call('a-admin', 'POST', '/v1/bigbrain/location/', '{"name": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.detail).toBe('string');
    const list = await api.call('a-admin', 'POST', '/v1/bigbrain/location/', '[1, 2]', { 'content-type': 'application/json' });
    expect(list.status).toBe(400);
    expect(await snapshot(t.db, 'bigbrain_inplocation')).toBe(before);
  });

  it('a USER may read but not write setup records (writes need ADMIN or MANAGER)', async () => {
    const before = await snapshot(t.db, 'bigbrain_part');
    expect((await api.call('a-user', 'GET', '/v1/part/')).status).toBe(200);
    const res = await api.call('a-user', 'POST', '/v1/part/', { name: 'Widget', ppm: 3 });
    expect(res.status).toBe(403);
    expect((await api.call('a-user', 'DELETE', '/v1/part/1/')).status).toBe(403);
    expect(await snapshot(t.db, 'bigbrain_part')).toBe(before);
  });

  it('the demo account\'s saving and removing are refused with "This action is disabled in demo mode" (document 2 §6)', async () => {
    const before = await snapshot(t.db, 'bigbrain_inplocation');
    const res = await api.call('a-demo', 'DELETE', '/v1/bigbrain/location/1/');
    expect(res).toEqual({ status: 403, body: { detail: 'This action is disabled in demo mode', title: 'Demo Mode' } });
    expect((await api.call('a-demo', 'POST', '/v1/bigbrain/location/', { name: 'X', key: 'X' })).status).toBe(403);
    expect(await snapshot(t.db, 'bigbrain_inplocation')).toBe(before);
  });

  it('a user of company A cannot read, change or delete company B\'s rows (404) and B\'s rows stay unchanged', async () => {
    const before = await snapshot(t.db, 'bigbrain_inpinventory');
    expect((await api.call('a-admin', 'GET', '/v1/bigbrain/inventory/3/')).status).toBe(404);
    expect((await api.call('a-admin', 'PUT', '/v1/bigbrain/inventory/3/', { part_name: 'Stolen', location_key: 'DOCK', qty: 0 })).status).toBe(404);
    expect((await api.call('a-admin', 'PATCH', '/v1/bigbrain/inventory/3/', { qty: 0 })).status).toBe(404);
    expect((await api.call('a-admin', 'DELETE', '/v1/bigbrain/inventory/3/')).status).toBe(404);
    expect((await api.call('a-admin', 'PUT', '/v1/bigbrain/inventory/', [{ id: 3, qty: 0 }])).status).toBe(404);
    const list = await api.call('a-admin', 'GET', '/v1/bigbrain/inventory/');
    expect(list.body.results.map((r: { id: number }) => r.id)).not.toContain(3);
    expect(await snapshot(t.db, 'bigbrain_inpinventory')).toBe(before);
  });

  it('a company id in the body is ignored: the row belongs to the caller\'s company', async () => {
    const res = await api.call('b-admin', 'POST', '/v1/part/', { name: 'Sneaky', ppm: 2, _company_id: 1 });
    expect(res.status).toBe(201);
    const { rows } = await t.db.query<{ _company_id: number }>("SELECT _company_id FROM bigbrain_part WHERE name = 'Sneaky'");
    expect(rows).toEqual([{ _company_id: 2 }]);
  });

  it('an operation cannot point at another company\'s part', async () => {
    const res = await api.call('a-admin', 'POST', '/v1/operation/', { part_id: 2, name: 'Slit' });
    expect(res).toEqual({ status: 400, body: { part_id: ['Part not found'] } });
  });

  it('bulk update changes every record or none', async () => {
    const before = await snapshot(t.db, 'bigbrain_inpinventory');
    const bad = await api.call('a-admin', 'PUT', '/v1/inventory/', [{ id: 1, qty: 9 }, { id: 2, qty: 'x' }]);
    expect(bad.status).toBe(400);
    expect(await snapshot(t.db, 'bigbrain_inpinventory')).toBe(before);
    const ok = await api.call('a-admin', 'PUT', '/v1/inventory/', [{ id: 1, qty: 9 }, { id: 2, qty: 1 }]);
    expect(ok.body.map((r: { qty: number }) => r.qty)).toEqual([9, 1]);
  });

  it('entities are created under a parent one level up with a generated euid; the company entity cannot be deleted', async () => {
    const res = await api.call('a-admin', 'POST', '/v1/entity/', { name: 'Press 3', key: 'P-3', category: 'MACHINE', parent: 'AA1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ depth: 3, parent: 'AA1', category: 'MACHINE' });
    expect(res.body.euid, 'document 1 §9: system ids in the UUID v4 form').toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await api.call('a-admin', 'POST', '/v1/entity/', { name: 'X', key: 'X', category: 'MACHINE', parent: 'SA1' })).status).toBe(400);
    expect((await api.call('a-admin', 'POST', '/v1/entity/', { name: 'X', key: 'X', category: 'MACHINE', parent: 'AB1' })).body).toEqual({ parent: ['Parent entity not found'] });
    expect((await api.call('a-admin', 'DELETE', '/v1/entity/CACME/')).status).toBe(400);
  });

  it('users of the company are for admins only; an admin cannot remove their own admin access', async () => {
    expect((await api.call('a-manager', 'GET', '/v1/user/')).status).toBe(403);
    const list = await api.call('a-admin', 'GET', '/v1/user/');
    expect(list.body.results.map((u: { email: string }) => u.email)).toEqual(['admin@acme.test', 'demo@acme.test', 'manager@acme.test', 'user@acme.test']);
    expect((await api.call('a-admin', 'PATCH', '/v1/user/UA-USER/', { role: 'MANAGER' })).body).toMatchObject({ role: 'MANAGER' });
    expect((await api.call('a-admin', 'PATCH', '/v1/user/UA-ADMIN/', { role: 'USER' })).status).toBe(400);
    expect((await api.call('a-admin', 'PATCH', '/v1/user/UB-USER/', { role: 'ADMIN' })).status).toBe(404);
  });

  it('metric names: a manager replaces the labels, rev goes up and the profile carries them; a USER cannot', async () => {
    expect((await api.call('a-user', 'PUT', '/v1/metric_name/', { overrides: { QUALITY: 'Q' } })).status).toBe(403);
    expect((await api.call('a-manager', 'PUT', '/v1/metric_name/', { overrides: { NOPE: 'x' } })).status).toBe(400);
    const res = await api.call('a-manager', 'PUT', '/v1/metric_name/', { overrides: { QUALITY: 'First pass yield' } });
    expect(res.body).toEqual({ rev: 4, overrides: { QUALITY: 'First pass yield' } });
    expect((await api.call('a-user', 'GET', '/v1/company_profile/me/')).body.metric_names).toEqual({ rev: 4, overrides: { QUALITY: 'First pass yield' } });
  });

  it('shifts take HH:MM times and answer them as HH:MM', async () => {
    const ok = await api.call('b-admin', 'POST', '/v1/shift/', { name: 'Late', start_time: '18:00', end_time: '06:00', position: 2 });
    expect(ok.body).toMatchObject({ name: 'Late', start_time: '18:00', end_time: '06:00', position: 2, color: null });
    const bad = await api.call('b-admin', 'POST', '/v1/shift/', { name: 'Bad', start_time: '25:00', end_time: '06:00', position: 3 });
    expect(bad).toEqual({ status: 400, body: { start_time: ['Start time must be a time as HH:MM'] } });
  });

  it('a duplicate name gets a 400 the browser parser can show', async () => {
    const res = await api.call('a-admin', 'POST', '/v1/part/', { name: 'Bracket', ppm: 1 });
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
  });

  it('the OpenAPI description lists every registered /v1/ REST route with its method', async () => {
    const routes: Array<{ method: string; url: string }> = [];
    const probe = (await import('fastify')).default();
    probe.addHook('onRoute', (r) => {
      for (const m of [r.method].flat()) if (r.url.startsWith('/v1/') && m !== 'HEAD') routes.push({ method: m, url: r.url });
    });
    const { createApiRoutes } = await import('./index');
    await createApiRoutes({ clock: api.clock, features: (await import('../features')).serverFeatures })(probe, { db: t.db, config: { customerCompanies: {} } as never, log: { info() {}, warn() {}, error() {} }, authenticate: async () => { throw new Error('unused'); } });
    await probe.ready();
    const doc = (await api.call(undefined, 'GET', '/v1/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[path]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeDefined();
    }
    expect(doc.paths['/v1/bigbrain/inventory/'].post.requestBody.content['application/json'].schema.properties.part_name).toMatchObject({ type: 'string', maxLength: 30 });
    await probe.close();
  });
});
