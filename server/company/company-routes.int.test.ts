import { beforeAll, expect, it } from 'vitest';
import { LAST_ADMIN_REFUSED } from '../../core/forms';
import { forEachDatabase } from '../../tests/support/databases';
import { API_FIXTURE_SQL, snapshot, startApiTestApp, type ApiTestApp } from '../api/testing/api-fixture';

forEachDatabase('company administration routes', (t) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    api = await startApiTestApp(t.db);
  });

  it("lists only the caller's company's users, with the user table's columns", async () => {
    const res = await api.call('a-admin', 'GET', '/v1/company/users/');
    expect(res.status).toBe(200);
    expect(res.body.results.map((u: { email: string }) => u.email)).not.toContain('admin@coat.test');
    expect(Object.keys(res.body.results[0])).toEqual(['euid', 'email', 'first_name', 'last_name', 'role', 'status']);
    expect((await api.call('a-user', 'GET', '/v1/company/users/')).status).toBe(403);
  });

  it('an admin cannot remove the last admin; another company\'s user is not found; the demo account writes nothing', async () => {
    const before = await snapshot(t.db, 'core_user');
    expect(await api.call('b-admin', 'PUT', '/v1/company/users/UB-ADMIN/role/', { role: 'USER' })).toEqual({ status: 409, body: { detail: LAST_ADMIN_REFUSED } });
    expect((await api.call('b-admin', 'POST', '/v1/company/users/UB-ADMIN/deactivate/')).status).toBe(409);
    expect((await api.call('b-admin', 'POST', '/v1/company/users/UA-USER/deactivate/')).status).toBe(404);
    expect((await api.call('a-demo', 'POST', '/v1/company/users/invite/', { email: 'x@acme.test' })).status).toBe(403);
    expect((await api.call('a-manager', 'PUT', '/v1/company/users/UA-USER/role/', { role: 'ADMIN' })).status).toBe(403);
    expect((await api.call('a-admin', 'PUT', '/v1/company/users/UA-USER/role/', { role: 'BOSS' })).status).toBe(400);
    expect(await snapshot(t.db, 'core_user')).toBe(before);
  });

  it('invite creates an INVITED user of the caller\'s company; role change and deactivation apply', async () => {
    const invited = await api.call('a-admin', 'POST', '/v1/company/users/invite/', { email: 'new@acme.test', role: 'MANAGER' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: 'new@acme.test', role: 'MANAGER', status: 'INVITED' });
    // Document 1 §9: a system-generated id is a UUID v4.
    expect(invited.body.euid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await api.call('a-admin', 'POST', '/v1/company/users/invite/', { email: 'NEW@acme.test' })).status).toBe(409);
    const changed = await api.call('a-admin', 'PUT', '/v1/company/users/UA-USER/role/', { role: 'MANAGER' });
    expect(changed.body.results.find((u: { euid: string }) => u.euid === 'UA-USER').role).toBe('MANAGER');
    const off = await api.call('a-admin', 'POST', '/v1/company/users/UA-USER/deactivate/');
    expect(off.body.results.find((u: { euid: string }) => u.euid === 'UA-USER').status).toBe('INACTIVE');
  });

  it('usage figures count the caller\'s company only; the plan is self-hosted, free and unlimited', async () => {
    const usage = await api.call('a-manager', 'GET', '/v1/company/usage/');
    expect(usage.body).toMatchObject({ machines: 2 });
    expect((await api.call('b-admin', 'GET', '/v1/company/usage/')).body).toMatchObject({ machines: 1 });
    expect((await api.call('a-user', 'GET', '/v1/company/usage/')).status).toBe(403);
    const plan = await api.call('a-user', 'GET', '/v1/company/plan/');
    expect(plan.body).toMatchObject({ provider: 'self-hosted', status: 'ACTIVE', active: true, limits: { machines: null, users: null } });
  });

  it('issue 36 §2: setup status counts what the caller\'s company holds for its first numbers, and follows a new part with its rate', async () => {
    const a = await api.call('a-manager', 'GET', '/v1/company/setup_status/');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ machines: 2 });
    expect((await api.call('b-admin', 'GET', '/v1/company/setup_status/')).body).toMatchObject({ machines: 1 });
    expect((await api.call('a-user', 'GET', '/v1/company/setup_status/')).status).toBe(403);
    const created = await api.call('a-admin', 'POST', '/v1/part/', { name: 'ONBOARD-1', desc: 'a new part', ppm: 12 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = (await api.call('a-manager', 'GET', '/v1/company/setup_status/')).body;
    expect(after).toEqual({ ...a.body, parts: a.body.parts + 1, partsWithRate: a.body.partsWithRate + 1 });
  });

  it('profile: validated fields saved; the demo account refused', async () => {
    expect((await api.call('a-user', 'PUT', '/v1/company_profile/me/', { first_name: 'Uma', last_name: 'U', timezone: 'Mars/Base' })).status).toBe(400);
    expect((await api.call('a-demo', 'PUT', '/v1/company_profile/me/', { first_name: 'D', last_name: 'D' })).status).toBe(403);
    expect((await api.call('a-user', 'PUT', '/v1/company_profile/me/', { first_name: 'Uma', last_name: 'Ute', job_title: 'Operator' })).status).toBe(200);
    const row = await t.db.query<{ last_name: string; timezone: string }>(`SELECT last_name, timezone FROM core_user WHERE euid = 'UA-USER'`);
    expect(row.rows[0]).toEqual({ last_name: 'Ute', timezone: 'US/Eastern' });
  });
});
