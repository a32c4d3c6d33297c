import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EntityNode, Profile } from '../../core/model';
import { eventTotal, loadAnalysedEvents, type PlannedFilter } from '../../core/oee';
import { shiftsFromProfile, shiftWindowsForDate } from '../../core/shifts';
import { assertDateOnly } from '../../core/time';
import type { AssembledServer } from '../support/assembled-server';
import { forEachDatabase } from '../support/databases';
import { demoPlantSession } from './demo-plant-session';
import { graphqlRows, machinesUnder, rawDowntimeMs, type RawStop } from './raw-figures';

// Issue 33 point 1, "one definition per figure": for many (entity, day, shift) scopes of the demo
// plant, the machine dashboard's source (the tumor call), the event analysis's source (its GraphQL
// event query, through the screen's own loader) and a recomputation from the raw events must give the
// same planned and unplanned downtime (README, Decisions: "Downtime minutes").

const MINUTE_TOLERANCE = 0.001; // rounding only: every source counts milliseconds

interface TumorRow { entity__euid: string; shift_date: string; shift_key: string; planned_down_secs: number; unplanned_down_secs: number }

forEachDatabase('one number per question: downtime of the machine dashboard, event analysis and raw events (issue 33)', (t) => {
  let server: AssembledServer;
  let token = '';
  let profile: Profile;
  let stops: RawStop[] = [];
  /** machine|shift date|shift of every window with a production schedule: downtime counts only there. */
  let scheduled = new Set<string>();
  const now = Date.now();

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  // The event analysis's GraphqlEventSource sends this query: same shape, same variables.
  const graphqlEvents = graphqlRows(() => server.url, () => token);
  const analysisMinutes = async (entity: EntityNode, day: string, shift: string | null, planned: PlannedFilter) =>
    eventTotal(await loadAnalysedEvents(graphqlEvents, { entity, type: 'DOWN', time: { day, range: { start: day, end: day } }, shift, part: null, op: null, planned, shifts: shiftsFromProfile(profile.shifts), now }), now);

  beforeAll(async () => {
    ({ server, token } = await demoPlantSession(t.db, now));
    profile = await get<Profile>('/v1/company_profile/me/');
    const { rows } = await t.db.query<{ machine_key: string; start: string; end: string | null; planned: boolean }>(
      `SELECT machine_key, "timestamp" AS start, "end", planned FROM bigbrain_inpevent WHERE type = 'DOWN'`,
    );
    stops = rows.map((r) => ({ machine_key: r.machine_key, start: new Date(r.start).getTime(), end: r.end === null ? null : new Date(r.end).getTime(), planned: r.planned }));
    const windows = await t.db.query<{ w: string }>(`SELECT DISTINCT machine_key || '|' || shift_date::text || '|' || shift_key AS w FROM bigbrain_inpschedule`);
    scheduled = new Set(windows.rows.map((r) => r.w));
  }, 600_000);
  afterAll(async () => server?.close());

  it('every machine, completed day and shift (and the whole day): dashboard = event analysis = raw events, planned and unplanned', async () => {
    const shifts = shiftsFromProfile(profile.shifts);
    const machines = machinesUnder(profile.entities);
    expect(machines.length).toBe(4);
    const today = DateTime.fromMillis(now, { zone: profile.timezone }).toISODate()!;
    const days = [1, 2, 3].map((n) => DateTime.fromISO(today).minus({ days: n }).toISODate()!);
    const mismatches: string[] = [];
    let compared = 0;
    let inProgress = 0;
    for (const machine of machines) {
      for (const day of days) {
        const tumor = (await get<{ results: TumorRow[] }>(`/v1/entity/${machine.euid}/tumor/?from_date=${day}&to_date=${day}`)).results
          .filter((r) => r.entity__euid === machine.euid);
        const windows = shiftWindowsForDate(shifts, assertDateOnly(day, 'day'), machine.timezone ?? profile.timezone);
        for (const shift of [null, ...shifts.map((s) => s.name.toUpperCase())]) {
          const key = shift ?? 'SUMMARY';
          const scopeWindows = windows.filter((w) => !shift || w.shift.name.toUpperCase() === shift);
          // A shift still running (yesterday's night shift in the plant's zone) grows with the server's
          // clock between our `now` and its answer: only completed scopes have one true figure.
          if (scopeWindows.some((w) => w.end > now)) {
            inProgress++;
            continue;
          }
          const row = tumor.find((r) => r.shift_key === key);
          const scheduledWindows = scopeWindows.filter((w) => scheduled.has(`${machine.key}|${day}|${w.shift.name.toUpperCase()}`));
          const rawMs = rawDowntimeMs(stops.filter((s) => s.machine_key === machine.key), scheduledWindows, now);
          const raw = { planned: rawMs.planned / 60_000, unplanned: rawMs.unplanned / 60_000 };
          const figures = {
            dashboardPlanned: (row?.planned_down_secs ?? 0) / 60,
            dashboardUnplanned: (row?.unplanned_down_secs ?? 0) / 60,
            analysisPlanned: await analysisMinutes(machine, day, shift, 'PLANNED'),
            analysisUnplanned: await analysisMinutes(machine, day, shift, 'UNPLANNED'),
          };
          const expected = { dashboardPlanned: raw.planned, dashboardUnplanned: raw.unplanned, analysisPlanned: raw.planned, analysisUnplanned: raw.unplanned };
          for (const [name, value] of Object.entries(figures)) {
            const want = expected[name as keyof typeof expected];
            if (Math.abs(value - want) > MINUTE_TOLERANCE) mismatches.push(`${machine.name} ${day} ${key} ${name}: ${value.toFixed(2)} min, raw events ${want.toFixed(2)} min`);
          }
          compared++;
        }
      }
    }
    expect(compared + inProgress).toBe(4 * 3 * (shifts.length + 1));
    // At most the newest day's night shift and its whole day are still running.
    expect(inProgress).toBeLessThanOrEqual(4 * 2);
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('areas, sites and the company, day by day: the entity\'s result row = event analysis over its machines', async () => {
    const today = DateTime.fromMillis(now, { zone: profile.timezone }).toISODate()!;
    // The day before yesterday: its night shift ended yesterday, so the day is complete whatever the
    // hour; yesterday's may still run and grow with the server's clock (failed at 09:26 UTC).
    const day = DateTime.fromISO(today).minus({ days: 2 }).toISODate()!;
    const groups: EntityNode[] = [];
    const walk = (n: EntityNode) => {
      if (n.category !== 'MACHINE') groups.push(n);
      (n.children ?? []).forEach(walk);
    };
    walk(profile.entities);
    expect(groups.length).toBeGreaterThan(2);
    const mismatches: string[] = [];
    for (const entity of groups) {
      const row = (await get<{ results: TumorRow[] }>(`/v1/entity/${entity.euid}/tumor/?from_date=${day}&to_date=${day}`)).results
        .find((r) => r.entity__euid === entity.euid && r.shift_key === 'SUMMARY');
      const dashboard = (row?.unplanned_down_secs ?? 0) / 60;
      const analysis = await analysisMinutes(entity, day, null, 'UNPLANNED');
      if (Math.abs(dashboard - analysis) > MINUTE_TOLERANCE) mismatches.push(`${entity.name} ${day}: dashboard ${dashboard.toFixed(2)} min, event analysis ${analysis.toFixed(2)} min`);
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});
