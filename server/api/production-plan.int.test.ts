import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { API_FIXTURE_SQL, startApiTestApp, type ApiTestApp } from './testing/api-fixture';

type Queued = { machine_key: string; shift_date: string; shift_key: string };

forEachDatabase("Issue 36: a machine's parts and rates and its production plan over REST", (t) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    // Press 1 (id 4, P-1) and Bracket (id 1, 10 ppm) are Acme's; Coater 1 (id 9) and Coil (id 2) are CorrChoice's.
    await t.db.exec(`INSERT INTO bigbrain_operation (part_id, name, ppm, _company_id) VALUES (1, 'OP10', 12, 1);`);
    api = await startApiTestApp(t.db);
  });
  afterAll(async () => api.app.close());

  const queued = async (): Promise<Queued[]> =>
    (await t.db.query<Queued>(`SELECT machine_key, to_char(shift_date, 'YYYY-MM-DD') AS shift_date, shift_key FROM sch_queue WHERE _company_id = 1 ORDER BY 1, 2, 3`)).rows;
  const clearQueue = () => t.db.exec('DELETE FROM sch_queue');

  describe('machine parts and rates', () => {
    it('a manager gives a machine a part at its own rate; the list names part and machine; a USER reads only', async () => {
      const created = await api.call('a-manager', 'POST', '/v1/machine_part/', { machine_id: 4, part_id: 1, ppm: '8.5' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ machine_id: 4, part_id: 1, ppm: 8.5, part_name: 'Bracket', machine_name: 'Press 1', machine_key: 'P-1' });
      const list = await api.call('a-user', 'GET', '/v1/machine_part/?machine_id=4');
      expect(list.body.results).toEqual([expect.objectContaining({ part_name: 'Bracket', ppm: 8.5 })]);
      expect((await api.call('a-user', 'POST', '/v1/machine_part/', { machine_id: 5, part_id: 1, ppm: 3 })).status).toBe(403);
      expect((await api.call('a-demo', 'POST', '/v1/machine_part/', { machine_id: 5, part_id: 1, ppm: 3 })).status).toBe(403);
    });

    it.each([
      ["another company's machine", { machine_id: 9, part_id: 1, ppm: 3 }, 'machine_id', 'Machine not found'],
      ["another company's part", { machine_id: 5, part_id: 2, ppm: 3 }, 'part_id', 'Part not found'],
      ['an area instead of a machine', { machine_id: 3, part_id: 1, ppm: 3 }, 'machine_id', 'Machine not found'],
      ['a rate of 0', { machine_id: 5, part_id: 1, ppm: 0 }, 'ppm', 'Ideal rate on this machine (parts per minute) must be greater than 0'],
    ])('%s is refused with 400 and nothing is stored', async (_name, body, field, message) => {
      const res = await api.call('a-admin', 'POST', '/v1/machine_part/', body);
      expect(res.status).toBe(400);
      expect(res.body[field]).toEqual([message]);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bigbrain_machinepart WHERE machine_id <> 4');
      expect(rows[0]!.n).toBe(0);
    });

    it('the same part twice on one machine is refused; another company neither reads nor changes the rate', async () => {
      expect((await api.call('a-admin', 'POST', '/v1/machine_part/', { machine_id: 4, part_id: 1, ppm: 2 })).status).toBe(400);
      const own = (await api.call('a-admin', 'GET', '/v1/machine_part/?machine_id=4')).body.results[0];
      expect((await api.call('b-admin', 'GET', '/v1/machine_part/')).body.results).toEqual([]);
      expect((await api.call('b-admin', 'PATCH', `/v1/machine_part/${own.id}/`, { ppm: 1 })).status).toBe(404);
      expect((await api.call('b-admin', 'POST', '/v1/setup_regen/', { scope: 'machine_part', machine_part_id: own.id })).body).toEqual({ queued: 0 });
    });
  });

  describe('production plan', () => {
    it("a plan row without a rate takes the machine's rate for the part, then the operation's, then the part's; its window is queued", async () => {
      await clearQueue();
      const onPress1 = await api.call('a-manager', 'POST', '/v1/production_plan/', { machine_key: 'P-1', shift_date: '2026-11-27', shift_key: 'day', part_name: 'Bracket', quantity: 400 });
      expect(onPress1.status).toBe(201);
      expect(onPress1.body).toMatchObject({ machine_key: 'P-1', shift_date: '2026-11-27', shift_key: 'DAY', part_name: 'Bracket', operation: '', quantity: 400, ppm: 8.5 });
      const op = await api.call('a-manager', 'POST', '/v1/production_plan/', { machine_key: 'P-2', shift_date: '2026-11-27', shift_key: 'DAY', part_name: 'Bracket', operation: 'OP10', quantity: 10, ppm: null });
      expect(op.body.ppm).toBe(12);
      const part = await api.call('a-manager', 'POST', '/v1/production_plan/', { machine_key: 'P-2', shift_date: '2026-11-27', shift_key: 'Afternoon', part_name: 'Bracket', quantity: 10 });
      expect(part.body.ppm).toBe(10);
      expect(await queued()).toEqual([
        { machine_key: 'P-1', shift_date: '2026-11-27', shift_key: 'DAY' },
        { machine_key: 'P-2', shift_date: '2026-11-27', shift_key: 'AFTERNOON' },
        { machine_key: 'P-2', shift_date: '2026-11-27', shift_key: 'DAY' },
      ]);
    });

    it('moving a row to another day queues the day it leaves and the day it enters; removing it queues its day', async () => {
      const row = (await api.call('a-admin', 'GET', '/v1/production_plan/?machine_key=P-2&shift_key=AFTERNOON')).body.results[0];
      await clearQueue();
      const moved = await api.call('a-admin', 'PATCH', `/v1/production_plan/${row.id}/`, { shift_date: '2026-11-26', quantity: 20 });
      expect(moved.body).toMatchObject({ shift_date: '2026-11-26', quantity: 20, ppm: 10 });
      expect((await queued()).map((q) => q.shift_date)).toEqual(['2026-11-26', '2026-11-27']);
      await clearQueue();
      expect((await api.call('a-admin', 'DELETE', `/v1/production_plan/${row.id}/`)).status).toBe(204);
      expect(await queued()).toEqual([{ machine_key: 'P-2', shift_date: '2026-11-26', shift_key: 'AFTERNOON' }]);
    });

    it.each([
      ["another company's machine", { machine_key: 'C-1' }, 'machine_key', 'No machine of your company has the key C-1'],
      ["another company's part", { part_name: 'Coil' }, 'part_name', 'Coil is not one of your parts'],
      ['an unknown shift', { shift_key: 'Only' }, 'shift_key', 'ONLY is not one of your shifts'],
      ['an operation the part does not have', { operation: 'OP99' }, 'operation', 'OP99 is not an operation of Bracket'],
      ['a day that is not a date', { shift_date: '27/11/2026' }, 'shift_date', 'Day must be a date as YYYY-MM-DD'],
      ['a negative quantity', { quantity: -1 }, 'quantity', 'Planned quantity must be at least 0'],
    ])('%s is refused with 400, nothing stored or queued', async (_name, change, field, message) => {
      await clearQueue();
      const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bigbrain_inpschedule');
      const res = await api.call('a-admin', 'POST', '/v1/production_plan/', { machine_key: 'P-1', shift_date: '2026-11-28', shift_key: 'DAY', part_name: 'Bracket', quantity: 5, ...change });
      expect(res.status).toBe(400);
      expect(res.body[field]).toEqual([message]);
      expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bigbrain_inpschedule')).rows[0]!.n).toBe(before.rows[0]!.n);
      expect(await queued()).toEqual([]);
    });

    it("copying a day to the next 3 days writes its rows on each day (a second copy corrects them, no doubles) and queues those windows", async () => {
      await clearQueue();
      const copy = await api.call('a-manager', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: '2026-11-27', days: 3 });
      expect(copy.status).toBe(200);
      expect(copy.body).toEqual({ written: 3, queued: 3, skipped: 0 });
      await api.call('a-manager', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: '2026-11-27', days: 3 });
      const rows = (await api.call('a-user', 'GET', '/v1/production_plan/?machine_key=P-1')).body.results;
      expect(rows.map((r: { shift_date: string; quantity: number }) => [r.shift_date, r.quantity])).toEqual([
        ['2026-11-27', 400], ['2026-11-28', 400], ['2026-11-29', 400], ['2026-11-30', 400],
      ]);
      expect((await queued()).map((q) => q.shift_date)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    });

    it('copying a day with no plan, or another company\'s machine, is refused and writes nothing', async () => {
      const empty = await api.call('a-manager', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: '2026-10-01', days: 2 });
      expect(empty.status).toBe(400);
      expect(empty.body.detail).toBe('No production plan for P-1 on 2026-10-01 to copy');
      expect((await api.call('b-admin', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: '2026-11-27', days: 2 })).status).toBe(400);
      expect((await api.call('a-user', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: '2026-11-27', days: 2 })).status).toBe(403);
      expect((await api.call('a-admin', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: '2026-11-27', days: 40 })).status).toBe(400);
      expect((await api.call('b-admin', 'GET', '/v1/production_plan/')).body.results).toEqual([]);
    });

    it("a machine's new rate is taken by its plan rows of that part on recompute, and only their windows are queued", async () => {
      const mp = (await api.call('a-admin', 'GET', '/v1/machine_part/?machine_id=4')).body.results[0];
      await api.call('a-admin', 'PATCH', `/v1/machine_part/${mp.id}/`, { ppm: 6 });
      await clearQueue();
      const regen = await api.call('a-admin', 'POST', '/v1/setup_regen/', { scope: 'machine_part', machine_part_id: mp.id });
      expect(regen.body).toEqual({ queued: 4 });
      const rates = (await api.call('a-user', 'GET', '/v1/production_plan/?part_name=Bracket')).body.results.map((r: { machine_key: string; ppm: number }) => [r.machine_key, r.ppm]);
      expect(rates).toEqual([['P-1', 6], ['P-2', 12], ['P-1', 6], ['P-1', 6], ['P-1', 6]]);
      expect(new Set((await queued()).map((q) => q.machine_key))).toEqual(new Set(['P-1']));
    });
  });
});
