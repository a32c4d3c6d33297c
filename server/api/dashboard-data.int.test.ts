import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityNotFound } from '../../core/errors';
import { oeeMetrics, sumTotals, type ProductionTotals } from '../../core/oee';
import { forEachDatabase } from '../../tests/support/databases';
import type { Database } from '../db/database';
import { CONTACT_LIMIT, CONTACT_TOO_MANY } from './contact-routes';
import { API_FIXTURE_SQL, snapshot, startApiTestApp, type ApiTestApp } from './testing/api-fixture';

const machine1: ProductionTotals = { scheduled_secs: 28_800, planned_down_secs: 1_800, unplanned_down_secs: 2_700, ideal_secs: 20_000, good_secs: 19_000, units_produced: 2000, units_scrapped: 60, units_rejected: 30, units_reworked: 10 };
const machine2: ProductionTotals = { scheduled_secs: 14_400, planned_down_secs: 0, unplanned_down_secs: 7_200, ideal_secs: 3_000, good_secs: 2_400, units_produced: 300, units_scrapped: 40, units_rejected: 10, units_reworked: 10 };

/** A result row whose stored percentages are deliberately nonsense: the API must not read them. */
async function resultRow(db: Database, entityId: number, companyId: number, date: string, shiftKey: string, t: ProductionTotals): Promise<void> {
  await db.query(
    `INSERT INTO bigbrain_resentity (shift_key, shift_date, entity_id, scheduled_secs, planned_down_secs, unplanned_down_secs, available_secs,
       operating_secs, ideal_secs, good_secs, speed_loss_secs, scrap_loss_secs, goal_pps, performance_percent, quality_percent,
       availability_percent, efficiency_percent, speed_loss_percent, scrap_loss_percent, planned_down_percent, unplanned_down_percent,
       transaction_count, units_produced, units_good, units_reworked, units_rejected, units_scrapped, _company_id)
     VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7, $8, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, $9, $10, $11, $12, $13, $14)`,
    [shiftKey, date, entityId, t.scheduled_secs, t.planned_down_secs, t.unplanned_down_secs, t.ideal_secs, t.good_secs, t.units_produced,
      t.units_produced - t.units_scrapped - t.units_rejected - t.units_reworked, t.units_reworked, t.units_rejected, t.units_scrapped, companyId],
  );
}

forEachDatabase('REST dashboard data, navigation utilities, customer resolution, contact and plugin toggles', (t) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    for (const shift of ['SUMMARY', 'DAY']) {
      await resultRow(t.db, 4, 1, '2025-03-03', shift, machine1);
      await resultRow(t.db, 5, 1, '2025-03-03', shift, machine2);
      await resultRow(t.db, 4, 1, '2025-03-04', shift, machine2);
      await resultRow(t.db, 3, 1, '2025-03-03', shift, sumTotals([machine1, machine2]));
    }
    await resultRow(t.db, 9, 2, '2025-03-03', 'SUMMARY', machine1);
    api = await startApiTestApp(t.db);
  });
  afterAll(async () => api.app.close());

  describe('consolidated metrics', () => {
    const body = (over: Record<string, unknown> = {}) => ({
      entity: { euid: 'AA1', key: 'PRESS', show_children: true },
      time: { day: null, range: { start: '2025-03-01', end: '2025-03-31' } },
      shift: null,
      combine_shifts: true,
      visible_metrics: ['EFFICIENCY', 'AVAILABILITY', 'PERFORMANCE', 'QUALITY', 'PRODUCTION', 'GOOD', 'UNPLANNED_DOWN'],
      ...over,
    });
    const post = (token: 'a-user' | 'b-admin', b: unknown) => api.call(token, 'POST', '/v1/metric_value/get_consolidated_metrics/', b);

    it('each metric of the entity and of each child equals the core/oee formulas applied to summed seconds and counts', async () => {
      const res = await post('a-user', body());
      expect(res.status).toBe(200);
      const expectFor = (euid: string, totals: ProductionTotals) => {
        const m = oeeMetrics(totals);
        const got = Object.fromEntries(res.body.filter((r: { euid: string }) => r.euid === euid).map((r: { metric: string; value: number }) => [r.metric, r.value]));
        expect(got.EFFICIENCY).toBeCloseTo(m.efficiency * 100, 9);
        expect(got.AVAILABILITY).toBeCloseTo(m.availability * 100, 9);
        expect(got.PERFORMANCE).toBeCloseTo(m.performance * 100, 9);
        expect(got.QUALITY).toBeCloseTo(m.quality * 100, 9);
        expect(got.UNPLANNED_DOWN).toBeCloseTo(m.unplanned_down * 100, 9);
        expect(got.PRODUCTION).toBe(totals.units_produced);
        expect(got.GOOD).toBe(m.units_good);
      };
      expectFor('AA1', sumTotals([machine1, machine2]));
      expectFor('MA1', sumTotals([machine1, machine2])); // two days of Press 1
      expectFor('MA2', machine2);
      expect(res.body[0]).toMatchObject({ euid: 'AA1', key: 'PRESS', name: 'Press Shop', metric: 'EFFICIENCY' });
    });

    it('the roll-up is not the average of the machines\' percentages', async () => {
      const res = await post('a-user', body({ entity: { euid: 'AA1', show_children: false }, time: { day: '2025-03-03' }, visible_metrics: ['EFFICIENCY'] }));
      const averaged = ((oeeMetrics(machine1).efficiency + oeeMetrics(machine2).efficiency) / 2) * 100;
      expect(res.body).toHaveLength(1);
      expect(res.body[0].value).toBeCloseTo(oeeMetrics(sumTotals([machine1, machine2])).efficiency * 100, 9);
      expect(Math.abs(res.body[0].value - averaged)).toBeGreaterThan(1);
    });

    it('without combined shifts the chosen shift\'s rows are used (upper-cased shift key)', async () => {
      const res = await post('a-user', body({ entity: { euid: 'MA2' }, time: { day: '2025-03-03T00:00:00.000Z' }, shift: 'Day', combine_shifts: false, visible_metrics: ['PRODUCTION'] }));
      expect(res.body).toEqual([{ euid: 'MA2', key: 'P-2', name: 'Press 2', metric: 'PRODUCTION', value: 300 }]);
    });

    it('no data gives an empty list', async () => {
      expect((await post('a-user', body({ time: { day: '2024-01-01' } }))).body).toEqual([]);
    });

    it('another company\'s entity is "Entity not found: {euid}" (404)', async () => {
      expect(await post('b-admin', body())).toEqual({ status: 404, body: { detail: entityNotFound('AA1') } });
    });

    it.each([
      ['no time', { time: {} }, 'time'],
      ['an unknown metric', { visible_metrics: ['SPEED'] }, 'visible_metrics.0'],
      ['a range ending before it starts', { time: { range: { start: '2025-03-05', end: '2025-03-01' } } }, 'time.range.end'],
      ['a shift missing while shifts are not combined', { combine_shifts: false }, 'shift'],
    ])('a malformed body (%s) gets 400 with field errors', async (_n, over, field) => {
      const res = await post('a-user', body(over));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toContain(field);
    });
  });

  describe('entity data (tumor)', () => {
    it('answers the entity, its children and per shift date and shift the results of both', async () => {
      const res = await api.call('a-user', 'GET', '/v1/entity/AA1/tumor/?from_date=2025-03-03&to_date=2025-03-03');
      expect(res.status).toBe(200);
      expect(res.body.entity).toMatchObject({ euid: 'AA1', category: 'AREA', depth: 2 });
      expect(res.body.children.map((c: { euid: string }) => c.euid)).toEqual(['MA1', 'MA2']);
      const keys = res.body.results.map((r: { shift_key: string; entity__euid: string }) => `${r.shift_key}:${r.entity__euid}`);
      expect(keys).toEqual(['DAY:AA1', 'DAY:MA1', 'DAY:MA2', 'SUMMARY:AA1', 'SUMMARY:MA1', 'SUMMARY:MA2']);
      expect(res.body.results[1]).toMatchObject({ shift_date: '2025-03-03', units_produced: 2000, scheduled_secs: 28_800 });
    });

    it('without dates it answers the current month (from the injected clock)', async () => {
      const res = await api.call('a-user', 'GET', '/v1/entity/MA1/tumor/');
      expect(res.body).toMatchObject({ from_date: '2025-03-01', to_date: '2025-03-31' });
      expect(res.body.results.map((r: { shift_date: string }) => r.shift_date)).toEqual(['2025-03-03', '2025-03-03', '2025-03-04', '2025-03-04']);
    });

    it('the company euid answers the company and its sites; another company\'s euid is 404 "Entity not found: {euid}"', async () => {
      expect((await api.call('a-user', 'GET', '/v1/entity/CACME/tumor/')).body.children.map((c: { euid: string }) => c.euid)).toEqual(['SA1']);
      expect(await api.call('a-user', 'GET', '/v1/entity/MB1/tumor/')).toEqual({ status: 404, body: { detail: entityNotFound('MB1') } });
    });

    it('dates must be YYYY-MM-DD, and a range (given or defaulted) covers at most a year', async () => {
      expect((await api.call('a-user', 'GET', '/v1/entity/AA1/tumor/?from_date=03/03/2025')).status).toBe(400);
      expect((await api.call('a-user', 'GET', '/v1/entity/AA1/tumor/?from_date=2020-01-01&to_date=2025-03-01')).status).toBe(400);
      expect((await api.call('a-user', 'GET', '/v1/entity/AA1/tumor/?from_date=2020-01-01')).status).toBe(400);
      expect((await api.call('a-user', 'GET', '/v1/entity/AA1/tumor/?from_date=2025-03-10&to_date=2025-03-01')).status).toBe(400);
    });
  });

  describe('timeline average and shared navigation states', () => {
    it('set_plex stores the average per machine and part and answers the stored row; a second call replaces it', async () => {
      const first = await api.call('a-user', 'POST', '/v1/navutil/xelp/set_plex/', { machine: 'MA1', task: 'Bracket', average: 30 });
      expect(first.body).toMatchObject({ machine: 'MA1', task: 'Bracket', average: 30 });
      await api.call('a-user', 'POST', '/v1/navutil/xelp/set_plex/', { machine: 'MA1', task: 'Bracket', average: 45 });
      const { rows } = await t.db.query('SELECT average FROM nav_timelineaverage WHERE _company_id = 1');
      expect(rows).toEqual([{ average: 45 }]);
    });

    it('get_plex reads back the average set_plex stored for the machine and part, null before; never another company\'s', async () => {
      expect((await api.call('a-user', 'GET', '/v1/navutil/xelp/get_plex/?machine=MA1&task=Hinge')).body).toMatchObject({ machine: 'MA1', task: 'Hinge', average: null });
      await api.call('a-user', 'POST', '/v1/navutil/xelp/set_plex/', { machine: 'MA1', task: 'Hinge', average: 60 });
      expect((await api.call('a-manager', 'GET', '/v1/navutil/xelp/get_plex/?machine=MA1&task=Hinge')).body).toMatchObject({ average: 60 });
      expect((await api.call('a-user', 'GET', '/v1/navutil/xelp/get_plex/?machine=MA1&task=Other')).body).toMatchObject({ average: null });
      expect((await api.call('b-admin', 'GET', '/v1/navutil/xelp/get_plex/?machine=MA1&task=Hinge')).status).toBe(404);
    });

    it('set_plex refuses another company\'s machine and bad averages, writing nothing', async () => {
      const before = await snapshot(t.db, 'nav_timelineaverage');
      expect((await api.call('b-admin', 'POST', '/v1/navutil/xelp/set_plex/', { machine: 'MA1', task: '', average: 5 })).status).toBe(404);
      expect((await api.call('a-user', 'POST', '/v1/navutil/xelp/set_plex/', { machine: 'MA1', task: '', average: 0 })).status).toBe(400);
      expect((await api.call('a-user', 'POST', '/v1/navutil/xelp/set_plex/', { machine: 'MA1', average: '5' })).status).toBe(400);
      expect(await snapshot(t.db, 'nav_timelineaverage')).toBe(before);
    });

    it('save_navstate answers a navstate_id that reads back the state, for the same company only', async () => {
      const state = encodeURIComponent(JSON.stringify({ name: 'Acme', id: 99, navState: { metric: 'QUALITY' } }));
      const saved = await api.call('a-user', 'GET', `/v1/navutil/nav_state/save_navstate/?companyAndState=${state}`);
      expect(saved.body.navstate_id).toMatch(/^[0-9a-f-]{36}$/);
      const read = await api.call('a-manager', 'GET', `/v1/navutil/nav_state/${saved.body.navstate_id}/`);
      expect(read.body).toMatchObject({ navstate_id: saved.body.navstate_id, navState: { metric: 'QUALITY' } });
      expect((await api.call('b-admin', 'GET', `/v1/navutil/nav_state/${saved.body.navstate_id}/`)).status).toBe(404);
      expect((await api.call('a-user', 'GET', '/v1/navutil/nav_state/not-a-uuid/')).status).toBe(404);
      expect((await api.call('a-user', 'GET', '/v1/navutil/nav_state/save_navstate/?companyAndState=%7Bbroken')).status).toBe(400);
    });
  });

  describe('customer resolution', () => {
    it("issue 32: the profile carries which customer the user's company is, resolved by the server, and no configured name", async () => {
      const coating = (await api.call('b-user', 'GET', '/v1/company_profile/me/')).body;
      expect(coating.customer).toBe('coating');
      expect(coating).not.toHaveProperty('customer_companies');
      expect((await api.call('a-user', 'GET', '/v1/company_profile/me/')).body.customer).toBeNull();
    });
  });

  describe('contact form', () => {
    const contact = { first_name: 'Jo', last_name: 'Doe', email: 'jo@example.com', subject: 'General Contact', message: 'Hello', source: 'FOOTER_CONTACT' };

    it('is public, stores the message, and refuses invalid ones with field errors', async () => {
      expect((await api.call(undefined, 'POST', '/v1/navutil/marketing/contact/', contact)).status).toBe(201);
      const bad = await api.call(undefined, 'POST', '/v1/navutil/marketing/contact/', { ...contact, email: 'nope', first_name: 'x'.repeat(81) });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body).sort()).toEqual(['email', 'first_name']);
      const { rows } = await t.db.query('SELECT first_name, email, source FROM marketing_contact');
      expect(rows).toEqual([{ first_name: 'Jo', email: 'jo@example.com', source: 'FOOTER_CONTACT' }]);
    });

    it('refuses bodies over the size limit and rate-limits per address', async () => {
      expect((await api.call(undefined, 'POST', '/v1/navutil/marketing/contact/', { ...contact, message: 'm'.repeat(20_000) })).status).toBe(413);
      api.clock.advance(CONTACT_LIMIT.windowMs);
      const statuses = [];
      for (let i = 0; i <= CONTACT_LIMIT.limit; i++) statuses.push((await api.call(undefined, 'POST', '/v1/navutil/marketing/contact/', contact)).status);
      expect(statuses.slice(0, CONTACT_LIMIT.limit).every((s) => s === 201)).toBe(true);
      const last = await api.call(undefined, 'POST', '/v1/navutil/marketing/contact/', contact);
      expect(last).toEqual({ status: 429, body: { detail: CONTACT_TOO_MANY } });
    });
  });

  describe('plugin toggles', () => {
    it('an admin switches a plugin per company; everyone in that company reads it, other companies do not', async () => {
      expect((await api.call('a-admin', 'PUT', '/v1/plugin_toggle/settings-parts/', { enabled: false })).body).toEqual({ plugin_id: 'settings-parts', enabled: false });
      expect((await api.call('a-user', 'GET', '/v1/plugin_toggle/')).body).toEqual({ results: [{ plugin_id: 'settings-parts', enabled: false }] });
      expect((await api.call('b-user', 'GET', '/v1/plugin_toggle/')).body).toEqual({ results: [] });
    });

    it('non-admins, the demo account and malformed ids are refused', async () => {
      const before = await snapshot(t.db, 'core_plugintoggle');
      expect((await api.call('a-manager', 'PUT', '/v1/plugin_toggle/settings-parts/', { enabled: true })).status).toBe(403);
      expect((await api.call('a-demo', 'PUT', '/v1/plugin_toggle/settings-parts/', { enabled: true })).status).toBe(403);
      expect((await api.call('a-admin', 'PUT', '/v1/plugin_toggle/Bad_Id/', { enabled: true })).status).toBe(400);
      expect((await api.call('a-admin', 'PUT', '/v1/plugin_toggle/settings-parts/', { enabled: 'maybe' })).status).toBe(400);
      expect(await snapshot(t.db, 'core_plugintoggle')).toBe(before);
    });
  });
});
