import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FIXTURE_SQL, snapshot, startApiTestApp, type ApiTestApp } from '../../../server/api/testing/api-fixture';
import { forEachDatabase } from '../../../tests/support/databases';
import { KPI_ONLY_COATING } from './kpi-target-routes';

forEachDatabase('KPI targets of the coating customer', (t) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    api = await startApiTestApp(t.db);
  });
  afterAll(async () => api.app.close());

  describe('KPI targets of the coating customer', () => {
    const put = (token: 'a-admin' | 'b-admin' | 'b-user', body: unknown) => api.call(token, 'PUT', '/v1/custom/ccc/kpi/update_target/', body);

    it('updates the edited metric\'s target, yellow and red, creating the row with defaults', async () => {
      const res = await put('b-admin', { lineal_produced: 1200, lineal_produced_yellow: 80, lineal_produced_red: 60 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ lineal_produced: 1200, lineal_produced_yellow: 80, lineal_produced_red: 60, weight_produced_yellow: 70, lf_per_hour_with_downtime_downtime: 120 });
    });

    it.each([
      ['yellow below red (yellow: min equals red)', { lineal_produced: 1, lineal_produced_yellow: 40, lineal_produced_red: 50 }],
      ['a threshold over 100', { roll_count: 1, roll_count_yellow: 101, roll_count_red: 50 }],
      ['expected downtime over 480 minutes', { lf_per_hour_with_downtime: 1, lf_per_hour_with_downtime_yellow: 70, lf_per_hour_with_downtime_red: 0, lf_per_hour_with_downtime_downtime: 481 }],
      ['an unknown field', { speed: 3 }],
      ['a text value', { roll_count: 'many' }],
      ['a negative target (issue 12: bounded numbers)', { roll_count: -1 }],
      ['a target of 1e308 (issue 12: bounded numbers)', { roll_count: 1e308 }],
    ])('document 3 §5: %s is refused with 400 and changes nothing', async (_n, body) => {
      const before = await snapshot(t.db, 'ccc_kpitarget');
      expect((await put('b-admin', body)).status).toBe(400);
      expect(await snapshot(t.db, 'ccc_kpitarget')).toBe(before);
    });


    it('issue 12: a USER of the coating company may not change targets (403, nothing changed)', async () => {
      const before = await snapshot(t.db, 'ccc_kpitarget');
      expect((await put('b-user', { roll_count: 5 })).status).toBe(403);
      expect(await snapshot(t.db, 'ccc_kpitarget')).toBe(before);
    });

    it('another company gets 403', async () => {
      expect(await put('a-admin', { roll_count: 1 })).toEqual({ status: 403, body: { detail: KPI_ONLY_COATING } });
    });
  });
});
