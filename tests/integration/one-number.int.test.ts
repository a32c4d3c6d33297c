import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EntityNode, Profile } from '../../core/model';
import { eventTotal } from '../../core/oee';
import { shiftsFromProfile, shiftWindowsForDate } from '../../core/shifts';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { assertDateOnly } from '../../core/time';
import { loadAnalysedEvents, type PlannedFilter } from '../../plugins/event-analysis/load-analysed-events';
import { DEMO_PLANT_USERS, seedDemoPlant } from '../../server/demo';
import { startAssembledServer, type AssembledServer } from '../support/assembled-server';
import { forEachDatabase } from '../support/databases';
import { oidcLogin } from '../support/oidc-login';

// Issue 33 point 1, "one definition per figure": for many (entity, day, shift) scopes of the demo
// plant, the machine dashboard's source (the tumor call), the event analysis's source (its GraphQL
// event query, through the screen's own loader) and a recomputation from the raw events must give the
// same planned and unplanned downtime (README, Decisions: "Downtime minutes").

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE_TOLERANCE = 0.001; // rounding only: every source counts milliseconds

interface TumorRow { entity__euid: string; shift_date: string; shift_key: string; planned_down_secs: number; unplanned_down_secs: number }
interface RawStop { machine_key: string; start: number; end: number | null; planned: boolean }

/**
 * Downtime of the raw events, computed apart from the product's code: the scheduled shift windows
 * are cut at every stop's start and end; a piece is down if a stop covers it, planned if any
 * covering stop is planned.
 */
function rawDowntimeMinutes(stops: readonly RawStop[], windows: ReadonlyArray<{ start: number; end: number }>, now: number): { planned: number; unplanned: number } {
  let planned = 0;
  let unplanned = 0;
  for (const w of windows) {
    const to = Math.min(w.end, now);
    const cuts = [...new Set([w.start, to, ...stops.flatMap((s) => [s.start, s.end ?? now])])].filter((x) => x >= w.start && x <= to).sort((a, b) => a - b);
    for (let i = 1; i < cuts.length; i++) {
      const mid = (cuts[i - 1]! + cuts[i]!) / 2;
      const covering = stops.filter((s) => s.start <= mid && mid < (s.end ?? now));
      if (covering.some((s) => s.planned)) planned += cuts[i]! - cuts[i - 1]!;
      else if (covering.length > 0) unplanned += cuts[i]! - cuts[i - 1]!;
    }
  }
  return { planned: planned / 60_000, unplanned: unplanned / 60_000 };
}

function machinesUnder(node: EntityNode): EntityNode[] {
  return node.category === 'MACHINE' ? [node] : (node.children ?? []).flatMap(machinesUnder);
}

forEachDatabase('one number per question: downtime of the machine dashboard, event analysis and raw events (issue 33)', (t) => {
  let server: AssembledServer;
  let token = '';
  let profile: Profile;
  let stops: RawStop[] = [];
  const now = Date.now();

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  // The event analysis's GraphqlEventSource sends this query: same text, same variables.
  const graphqlEvents = {
    async rows(request: TableQueryRequest): Promise<TableRow[]> {
      const q = request.table;
      const query = `query EventRows($where: ${q}_bool_exp!, $order_by: [${q}_order_by!], $limit: Int) {
        rows: ${q}(where: $where, order_by: $order_by, limit: $limit) { ${request.fields.join(' ')} } }`;
      const res = await fetch(`${server.url}/v1/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { where: request.where, order_by: request.order_by, limit: request.limit } }),
      });
      const body = (await res.json()) as { data?: { rows: TableRow[] }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data!.rows;
    },
  };
  const analysisMinutes = async (entity: EntityNode, day: string, shift: string | null, planned: PlannedFilter) =>
    eventTotal(await loadAnalysedEvents(graphqlEvents, { entity, type: 'DOWN', time: { day, range: { start: day, end: day } }, shift, part: null, op: null, planned, shifts: shiftsFromProfile(profile.shifts), now }), now);

  beforeAll(async () => {
    await seedDemoPlant(t.db, { machines: 4, days: 4, customerNames: {}, now }, silent);
    server = await startAssembledServer(t.db);
    const operator = DEMO_PLANT_USERS.find((u) => u.role === 'USER')!;
    token = (await oidcLogin({ baseUrl: server.url, email: operator.email, password: operator.password })).accessToken;
    profile = await get<Profile>('/v1/company_profile/me/');
    const { rows } = await t.db.query<{ machine_key: string; start: string; end: string | null; planned: boolean }>(
      `SELECT machine_key, "timestamp" AS start, "end", planned FROM bigbrain_inpevent WHERE type = 'DOWN'`,
    );
    stops = rows.map((r) => ({ machine_key: r.machine_key, start: new Date(r.start).getTime(), end: r.end === null ? null : new Date(r.end).getTime(), planned: r.planned }));
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
          const raw = rawDowntimeMinutes(stops.filter((s) => s.machine_key === machine.key), scopeWindows, now);
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
    const day = DateTime.fromISO(today).minus({ days: 1 }).toISODate()!;
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
