import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_FIXTURE_SQL, startApiTestApp, type ApiTestApp } from '../../server/api/testing/api-fixture';
import { migrate } from '../../server/db/migrate';
import { seedCustomerCompanies } from '../../server/demo';
import { serverFeatures } from '../../server/features';
import { loadMetadata, tableKey } from '../../server/graphql/metadata';
import { dashboardAcmeServer } from '../fixtures/customer-dashboard-example/server';
import { forEachDatabase } from '../support/databases';

// Issue 32: a new customer dashboard is one folder plus two list lines. The example folder's server
// part joins the server feature list here as its line in server/features.ts would; the host (migrate,
// the demo seeder, the metadata loader, the API routes) takes the list and needs no other change.
const features = [...serverFeatures, dashboardAcmeServer];

forEachDatabase('a new customer dashboard through the server feature list (issue 32)', (t) => {
  let api: ApiTestApp;
  let applied: string[];
  beforeAll(async () => {
    applied = await migrate(t.db, () => {}, undefined, features);
    await t.db.exec(API_FIXTURE_SQL);
    // The example's company is configured as 'Acme' (company 1 of the fixture) through COMPANY_ACME, as an operator would.
    api = await startApiTestApp(t.db, features, { COMPANY_ACME: 'Acme' });
  });
  afterAll(async () => api.app.close());

  it('its migration runs after the host migrations, and the real ones keep their versions', () => {
    expect(applied.at(-1)).toBe('900_acme_yield');
    expect(applied).toContain('004_customer_datasets');
  });

  it('its table joins the GraphQL metadata beside the real features', () => {
    const tables = loadMetadata(undefined, features).sources[0]!.tables.map((x) => tableKey(x.table).name);
    expect(tables).toEqual(expect.arrayContaining(['acm_yield', 'ccc_kpitarget', 'core2_mrp', 'ino_programevent']));
  });

  it('its route answers its customer and refuses another company; the profile carries the customer', async () => {
    await t.db.query(`INSERT INTO acm_yield (day, good, _company_id) VALUES ('2025-03-03', 7, 1)`);
    expect(await api.call('a-user', 'GET', '/v1/custom/acm/yield/')).toEqual({ status: 200, body: [{ day: '2025-03-03', good: 7 }] });
    expect((await api.call('b-user', 'GET', '/v1/custom/acm/yield/')).status).toBe(403);
    expect((await api.call('a-user', 'GET', '/v1/company_profile/me/')).body.customer).toBe('acme');
    expect((await api.call('b-user', 'GET', '/v1/company_profile/me/')).body.customer).toBe('coating');
  });

  it('the demo seeder makes its customer company with its demo rows', async () => {
    // The fixture already has a company named as the coating customer: its demo twin takes another name.
    const ids = await seedCustomerCompanies(t.db, { days: 1, today: '2025-03-03', names: { coating: 'Coating Demo' }, now: Date.parse('2025-03-04T12:00:00Z') }, features);
    const { rows } = await t.db.query<{ name: string; good: number }>(
      'SELECT c.name, y.good FROM acm_yield y JOIN core_company c ON c.id = y._company_id WHERE y._company_id = $1',
      [ids['acme']],
    );
    expect(rows).toEqual([{ name: 'Acme Yield Co', good: 42 }]);
    expect(Object.keys(ids)).toEqual(['mrp', 'coating', 'paintline', 'acme']);
  });
}, { migrate: false });
