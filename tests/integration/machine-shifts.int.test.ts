import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EntityNode, Shift } from '../../core/model';
import { eventTotal, loadAnalysedEvents } from '../../core/oee';
import { shiftWindowsForDate } from '../../core/shifts';
import { assertDateOnly } from '../../core/time';
import { API_FIXTURE_SQL, fakeAuthenticate, type Token } from '../../server/api/testing/api-fixture';
import { loadConfig } from '../../server/config';
import { drainUntilEmpty } from '../../server/engine';
import { buildApp } from '../../server/http/app';
import { routeModules } from '../../server/route-modules';
import { forEachDatabase } from '../support/databases';
import { graphqlRows } from './raw-figures';

// Issue 36 §1, machine shift exceptions: a machine that does not run a shift has no scheduled time and
// no downtime in it, on the machine dashboard (tumor) and in the event analysis alike, because no
// production schedule can exist there (core/shifts/machine-shifts.ts) and both count downtime only in
// scheduled windows (core/oee/counted-downtime.ts).

const DAY = '2026-11-25'; // a Wednesday
const NOW = Date.parse('2026-11-28T12:00:00Z');
const SHIFTS: Shift[] = [
  { name: 'Day', startTime: '07:00', endTime: '15:00', position: 1 },
  { name: 'Afternoon', startTime: '15:00', endTime: '23:00', position: 2 },
  { name: 'Midnight', startTime: '23:00', endTime: '07:00', position: 3 },
];
const PRESS_1: EntityNode = { euid: 'MA1', name: 'Press 1', key: 'P-1', desc: '', category: 'MACHINE', children: [], parent: null, depth: 3, max_depth: 3, enabled: true, timezone: 'US/Eastern' };

interface TumorRow { entity__euid: string; shift_key: string; scheduled_secs: number; planned_down_secs: number; unplanned_down_secs: number }

forEachDatabase('issue 36: a machine runs only the shifts its production setup gives it', (t) => {
  let full: FastifyInstance;
  let fullUrl = '';
  const at = (shift: string, minutesIn: number) => {
    const w = shiftWindowsForDate(SHIFTS, assertDateOnly(DAY, 'day'), PRESS_1.timezone).find((x) => x.shift.name === shift)!;
    return new Date(w.start + minutesIn * 60_000).toISOString();
  };
  const stop = (shift: string, from: number, to: number) => ({
    machine_key: 'P-1', shift_date: DAY, shift_key: shift.toUpperCase(), type: 'DOWN', reason_name: 'Breakdown', planned: false, timestamp: at(shift, from), end: at(shift, to), quantity: 0,
  });
  const dashboard = async (shiftKey: string) => {
    const res = await api.call('a-user', 'GET', `/v1/entity/${PRESS_1.euid}/tumor/?from_date=${DAY}&to_date=${DAY}`);
    expect(res.status).toBe(200);
    const row = (res.body.results as TumorRow[]).find((r) => r.entity__euid === PRESS_1.euid && r.shift_key === shiftKey);
    return { scheduled: row?.scheduled_secs ?? 0, downMinutes: (row?.unplanned_down_secs ?? 0) / 60 };
  };
  const analysisMinutes = async (shift: string | null) =>
    eventTotal(
      await loadAnalysedEvents(graphqlRows(() => fullUrl, () => 'a-user'), { entity: PRESS_1, type: 'DOWN', time: { day: DAY, range: { start: DAY, end: DAY } }, shift, part: null, op: null, planned: 'UNPLANNED', shifts: SHIFTS, now: NOW }),
      NOW,
    );
  const drain = async () => {
    await drainUntilEmpty(t.db, { now: () => NOW });
    expect((await t.db.query('SELECT 1 FROM sch_queue')).rows).toEqual([]);
  };

  const api = {
    async call(token: Token, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
      const res = await full.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
      return { status: res.statusCode, body: res.body === '' ? undefined : JSON.parse(res.body) };
    },
  };

  beforeAll(async () => {
    await t.db.exec(API_FIXTURE_SQL);
    // The whole route table (ingestion, GraphQL for the event analysis as the screen reads it) with the test callers.
    full = await buildApp({ db: t.db, config: { ...loadConfig({}), simulator: false }, log: { info: () => {}, warn: () => {}, error: () => {} }, authenticate: fakeAuthenticate }, routeModules, { distDir: '/nonexistent-dist', publicDir: '/nonexistent-public' });
    await full.listen({ port: 0, host: '127.0.0.1' });
    const address = full.server.address();
    fullUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => full?.close());

  it('lists every company shift on every day until the setup says otherwise; another company cannot read or change it', async () => {
    const res = await api.call('a-user', 'GET', '/v1/machine_shifts/?machine_key=P-1');
    expect(res.body.shifts).toEqual([
      { shift_key: 'DAY', name: 'Day', weekdays: [1, 2, 3, 4, 5, 6, 7] },
      { shift_key: 'AFTERNOON', name: 'Afternoon', weekdays: [1, 2, 3, 4, 5, 6, 7] },
      { shift_key: 'MIDNIGHT', name: 'Midnight', weekdays: [1, 2, 3, 4, 5, 6, 7] },
    ]);
    expect((await api.call('b-admin', 'GET', '/v1/machine_shifts/?machine_key=P-1')).status).toBe(400);
    expect((await api.call('b-admin', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'DAY', weekdays: [] }] })).status).toBe(400);
    expect((await api.call('a-user', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'DAY', weekdays: [] }] })).status).toBe(403);
    expect((await api.call('a-demo', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'DAY', weekdays: [] }] })).status).toBe(403);
    const badDay = await api.call('a-admin', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'DAY', weekdays: [8] }] });
    expect(badDay.status).toBe(400);
    expect((await api.call('a-admin', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'ONLY', weekdays: [] }] })).body.shift_key).toEqual(['ONLY is not one of your shifts']);
    expect((await t.db.query('SELECT 1 FROM bigbrain_machineshift')).rows).toEqual([]);
  });

  it('a shift the machine does not run takes no plan row, no imported schedule and no copy; the refusal says why', async () => {
    const set = await api.call('a-manager', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'Afternoon', weekdays: [] }, { shift_key: 'DAY', weekdays: [5, 1, 2, 3, 4] }] });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ removed: 0, queued: 0 });
    expect(set.body.shifts.map((s: { weekdays: number[] }) => s.weekdays)).toEqual([[1, 2, 3, 4, 5], [], [1, 2, 3, 4, 5, 6, 7]]);

    const afternoon = await api.call('a-manager', 'POST', '/v1/production_plan/', { machine_key: 'P-1', shift_date: DAY, shift_key: 'AFTERNOON', part_name: 'Bracket', quantity: 50 });
    expect(afternoon.status).toBe(400);
    expect(afternoon.body.shift_key).toEqual([`P-1 does not run the AFTERNOON shift on ${DAY} (its production setup runs it never)`]);
    const saturday = await api.call('a-manager', 'POST', '/v1/production_plan/', { machine_key: 'P-1', shift_date: '2026-11-28', shift_key: 'DAY', part_name: 'Bracket', quantity: 50 });
    expect(saturday.body.shift_key).toEqual(['P-1 does not run the DAY shift on 2026-11-28 (its production setup runs it Monday to Friday)']);
    const imported = await api.call('a-manager', 'POST', '/v1/ingest/schedules', [{ machine_key: 'P-1', shift_date: DAY, shift_key: 'AFTERNOON', part_name: 'Bracket', quantity: 50, ppm: 10 }]);
    expect(imported.status).toBe(400);
    expect(imported.body.detail).toBe(`Row 1: P-1 does not run the AFTERNOON shift on ${DAY} (its production setup runs it never). Nothing was written.`);

    expect((await api.call('a-manager', 'POST', '/v1/production_plan/', { machine_key: 'P-1', shift_date: DAY, shift_key: 'DAY', part_name: 'Bracket', quantity: 400 })).status).toBe(201);
    // Wednesday copied to Thursday..Sunday: the weekend's Day shift is skipped.
    const copy = await api.call('a-manager', 'POST', '/v1/production_plan_copy/', { machine_key: 'P-1', shift_date: DAY, days: 4 });
    expect(copy.body).toEqual({ written: 2, queued: 2, skipped: 2 });
    const planned = (await t.db.query<{ d: string; k: string }>("SELECT to_char(shift_date, 'YYYY-MM-DD') AS d, shift_key AS k FROM bigbrain_inpschedule WHERE machine_key = 'P-1' ORDER BY 1")).rows;
    expect(planned).toEqual([{ d: DAY, k: 'DAY' }, { d: '2026-11-26', k: 'DAY' }, { d: '2026-11-27', k: 'DAY' }]);
  });

  it('a stop in the shift it does not run counts no downtime and no scheduled time: dashboard = event analysis', async () => {
    const ingested = await api.call('a-manager', 'POST', '/v1/ingest/events', [stop('Day', 60, 90), stop('Afternoon', 60, 120)]);
    expect(ingested.status).toBe(200);
    await drain();
    expect(await dashboard('DAY')).toEqual({ scheduled: 8 * 3600, downMinutes: 30 });
    expect(await dashboard('AFTERNOON')).toEqual({ scheduled: 0, downMinutes: 0 });
    expect((await dashboard('SUMMARY')).downMinutes).toBe(30);
    expect(await analysisMinutes('DAY')).toBeCloseTo(30, 6);
    expect(await analysisMinutes('AFTERNOON')).toBe(0);
    expect(await analysisMinutes(null)).toBeCloseTo(30, 6);
  });

  it('turning a shift off on a planned weekday removes those runs and recomputes their results', async () => {
    const off = await api.call('a-admin', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'DAY', weekdays: [1, 2, 4, 5] }] });
    expect(off.body).toMatchObject({ removed: 1, queued: 1 });
    await drain();
    expect(await dashboard('DAY')).toEqual({ scheduled: 0, downMinutes: 0 });
    expect(await analysisMinutes(null)).toBe(0);
    // Back to every day: nothing is planned again by itself (the removed run stays removed).
    const back = await api.call('a-admin', 'PUT', '/v1/machine_shifts/', { machine_key: 'P-1', shifts: [{ shift_key: 'DAY', weekdays: [1, 2, 3, 4, 5, 6, 7] }] });
    expect(back.body.shifts[0].weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await t.db.query("SELECT 1 FROM bigbrain_machineshift ms JOIN bigbrain_shift s ON s.id = ms.shift_id WHERE s.name = 'Day'")).rows).toEqual([]);
  });
});
