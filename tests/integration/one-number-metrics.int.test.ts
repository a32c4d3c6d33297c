import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { METRIC_KEYS, type MetricKey } from '../../core/metrics/metric-catalogue';
import type { EntityNode, Profile } from '../../core/model';
import { createDefaultNavState, type NavState } from '../../core/navigation';
import { eventTotal, loadAnalysedEvents, machineDashboardView, metricValues, sumTotals, totalsOf } from '../../core/oee';
import { FixedClock } from '../../core/platform';
import { shiftsFromProfile, shiftWindowsForDate } from '../../core/shifts';
import { INITIAL_TABLE_STATE, tableRequest, type TableState } from '../../core/table-query';
import { assertDateOnly } from '../../core/time';
import { dashboardRequest } from '../../plugins/explorer-graph/dashboard-request';
import { mapRequest, totalsByMachine } from '../../plugins/explorer-map/map-cards';
import { SCHEDULE_COLUMNS } from '../../core/reports/report-columns';
import { reportConfig } from '../../plugins/explorer-report/report-definitions';
import type { AssembledServer } from '../support/assembled-server';
import { forEachDatabase } from '../support/databases';
import { demoPlantSession } from './demo-plant-session';
import { ingestLongAndUnscheduledStops, type SeededStops } from './long-and-unscheduled-stops';
import { addTotals, graphqlRows, machinesUnder, NO_TOTALS, rawFigures, rawWindowTotals, type RawCount, type RawSchedule, type RawStop, type RawTotals } from './raw-figures';

// Issue 33 point 1, "one definition per figure", for every metric of the catalogue: for each machine,
// area, site and the company, each completed day and shift of the demo plant, the machine dashboard's
// source (the tumor call), the graph's (its GraphQL rows from dashboardRequest, summed as the graph
// sums them), the map cards' (mapRequest), the consolidated metrics call and a recomputation from the
// raw events and schedules (./raw-figures.ts) must give the same value; the event analysis's loader
// (core/oee/load-analysed-events.ts, also the ranking's reasons) must give the scope's planned and
// unplanned downtime. The plant gets, through ingestion, a stop in a window without a schedule and a
// stop of 60 hours (./long-and-unscheduled-stops.ts): README Decisions, "Downtime minutes".

const PERCENT_TOLERANCE = 0.005; // the screens show two decimals
const COUNT_TOLERANCE = 1e-6;
const SECONDS_TOLERANCE = 0.06; // event analysis sums minutes of milliseconds
const COLUMN: Record<MetricKey, string> = {
  EFFICIENCY: 'efficiency_percent', PERFORMANCE: 'performance_percent', AVAILABILITY: 'availability_percent', QUALITY: 'quality_percent',
  SCRAP_LOSS: 'scrap_loss_percent', SPEED_LOSS: 'speed_loss_percent', PLANNED_DOWN: 'planned_down_percent', UNPLANNED_DOWN: 'unplanned_down_percent',
  PRODUCTION: 'units_produced', SCRAP: 'units_scrapped', REJECT: 'units_rejected', REWORK: 'units_reworked', GOOD: 'units_good',
};
const isCount = (m: MetricKey) => ['PRODUCTION', 'SCRAP', 'REJECT', 'REWORK', 'GOOD'].includes(m);

/**
 * The four days before the plant's today: completed, except a night shift still running. The demo's
 * history begins three days back, so the fourth day's windows have no schedule.
 */
const completedDays = (profile: Profile, now: number) => {
  const today = DateTime.fromMillis(now, { zone: profile.timezone }).toISODate()!;
  return [1, 2, 3, 4].map((n) => DateTime.fromISO(today).minus({ days: n }).toISODate()!);
};

forEachDatabase('one number per question: every metric of every screen against the raw events (issue 33)', (t) => {
  let server: AssembledServer;
  let token = '';
  let profile: Profile;
  let stops: RawStop[] = [];
  let counts: RawCount[] = [];
  let schedules = new Map<string, RawSchedule[]>();
  let seeded: SeededStops;
  const now = Date.now();
  const graphql = graphqlRows(() => server.url, () => token);
  // The event analysis's downtime of a scope in seconds, through the screen's loader and GraphQL query.
  const analysisDowntime = async (entity: EntityNode, day: string, shift: string | null) => {
    const events = await loadAnalysedEvents(graphql, { entity, type: 'DOWN', time: { day, range: { start: day, end: day } }, shift, part: null, op: null, planned: 'ALL', shifts: shiftsFromProfile(profile.shifts), now });
    const seconds = (planned: boolean) => 60 * eventTotal(events.filter((e) => (e as { planned?: boolean }).planned === planned), now);
    return { planned: seconds(true), unplanned: seconds(false) };
  };

  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    ({ server, token } = await demoPlantSession(t.db, now));
    profile = await call<Profile>('/v1/company_profile/me/');
    const sched = await t.db.query<{ machine_key: string; shift_date: string | Date; shift_key: string; part_name: string; operation: string; quantity: string; ppm: string }>(
      'SELECT machine_key, shift_date::text AS shift_date, shift_key, part_name, operation, quantity::text, ppm::text FROM bigbrain_inpschedule ORDER BY id',
    );
    schedules = new Map();
    for (const s of sched.rows) {
      const key = `${s.machine_key}|${String(s.shift_date).slice(0, 10)}|${s.shift_key}`;
      (schedules.get(key) ?? schedules.set(key, []).get(key)!).push({ part_name: s.part_name, operation: s.operation, quantity: Number(s.quantity), ppm: Number(s.ppm) });
    }
    seeded = await ingestLongAndUnscheduledStops(t.db, server.url, profile, completedDays(profile, now), (m, d, k) => schedules.has(`${m}|${d}|${k}`), now);
    const events = await t.db.query<{ machine_key: string; ts: string; end: string | null; type: string; quantity: string; planned: boolean; part_name: string | null; operation: string | null }>(
      `SELECT machine_key, "timestamp" AS ts, "end", type, quantity::text, planned, part_name, operation FROM bigbrain_inpevent`,
    );
    const ms = (v: string) => new Date(v).getTime();
    stops = events.rows.filter((e) => e.type === 'DOWN').map((e) => ({ machine_key: e.machine_key, start: ms(e.ts), end: e.end === null ? null : ms(e.end), planned: e.planned }));
    counts = events.rows.filter((e) => e.type !== 'DOWN').map((e) => ({ machine_key: e.machine_key, ts: ms(e.ts), type: e.type as RawCount['type'], quantity: Number(e.quantity), part_name: e.part_name, operation: e.operation }));
  }, 600_000);
  afterAll(async () => server?.close());

  it('machines, areas, sites and the company; each completed day and shift: dashboard = graph = map = consolidated = raw events, every metric', async () => {
    const shifts = shiftsFromProfile(profile.shifts);
    const company = profile.entities;
    const entities: EntityNode[] = [];
    const walk = (n: EntityNode) => { entities.push(n); (n.children ?? []).forEach(walk); };
    walk(company);
    const days = completedDays(profile, now);
    const base: NavState = createDefaultNavState(new FixedClock(new Date(now).toISOString()), profile.timezone);
    const mismatches: string[] = [];
    let compared = 0;
    const comparedMachineShifts = new Set<string>();
    const nonZero = new Set<MetricKey>();

    // The raw totals of one machine and scope; null while any of its windows still runs.
    const rawMachine = (machine: EntityNode, day: string, shift: string | null): RawTotals | null => {
      const windows = shiftWindowsForDate(shifts, assertDateOnly(day, 'day'), machine.timezone ?? profile.timezone).filter((w) => !shift || w.shift.name.toUpperCase() === shift);
      if (windows.some((w) => w.end > now)) return null;
      let sum = NO_TOTALS;
      for (const w of windows) {
        const key = w.shift.name.toUpperCase();
        sum = addTotals(sum, rawWindowTotals(w, schedules.get(`${machine.key}|${day}|${key}`) ?? [], counts.filter((c) => c.machine_key === machine.key), stops.filter((s) => s.machine_key === machine.key), now));
      }
      return sum;
    };

    for (const entity of entities) {
      const machines = machinesUnder(entity);
      for (const day of days) {
        const tumor = (await call<{ results: Array<Record<string, unknown>> }>(`/v1/entity/${entity.euid}/tumor/?from_date=${day}&to_date=${day}`)).results
          .filter((r) => r['entity__euid'] === entity.euid);
        for (const shift of [null, ...shifts.map((s) => s.name.toUpperCase())]) {
          const parts = machines.map((m) => rawMachine(m, day, shift));
          if (parts.some((p) => p === null)) continue; // a scope still running grows with the server's clock
          const rawTotals = parts.reduce<RawTotals>((a, p) => addTotals(a, p!), NO_TOTALS);
          const raw = rawFigures(rawTotals);
          const scope = `${entity.name} ${day} ${shift ?? 'SUMMARY'}`;

          const row = tumor.find((r) => r['shift_key'] === (shift ?? 'SUMMARY'));
          const state: NavState = {
            ...base,
            entity: { ...base.entity, euid: entity.euid, key: entity.key, name: entity.name, depth: entity.depth, max_depth: entity.max_depth, show_children: false },
            time: { day: null, range: { start: day, end: day } },
            combineShifts: shift === null,
            shift: shift ?? '',
          };
          const graphRows = await graphql.rows(dashboardRequest(state, company).request);
          const graph = metricValues(sumTotals(graphRows.map(totalsOf)));
          const consolidated = await call<Array<{ metric: MetricKey; value: number }>>('/v1/metric_value/get_consolidated_metrics/', {
            entity: { euid: entity.euid, key: entity.key, show_children: false },
            time: { day, range: null },
            shift: shift === null ? null : shifts.find((s) => s.name.toUpperCase() === shift)!.name,
            combine_shifts: shift === null,
            visible_metrics: METRIC_KEYS,
          });
          // Each source answers the metrics its screen shows (undefined for the others).
          const sources: Record<string, (m: MetricKey) => number | undefined> = {
            'machine dashboard (tumor)': (m) => Number(row?.[COLUMN[m]] ?? 0),
            graph: (m) => graph[m],
            'consolidated metrics': (m) => consolidated.find((c) => c.metric === m)?.value ?? 0,
          };
          if (entity.category === 'MACHINE') {
            const mapRows = await graphql.rows(mapRequest(state, [entity.key]));
            const map = metricValues(totalsByMachine(mapRows).get(entity.key) ?? sumTotals([]));
            sources['map card'] = (m) => map[m];
            // The machine dashboard's doughnuts and counts, as its worker draws them from the tumor rows.
            const view = machineDashboardView({
              results: tumor.map((r) => ({ ...totalsOf(r), shift_key: String(r['shift_key']) })), schedules: [], times: [], shift, task: { part: null, op: null }, averageSteps: 4,
            });
            const drawn: Partial<Record<MetricKey, number>> = {
              ...Object.fromEntries(view.doughnuts.map((d) => [d.key, d.value * 100])),
              PRODUCTION: view.counts.produced, SCRAP: view.counts.scrap, REJECT: view.counts.reject, REWORK: view.counts.rework, GOOD: view.counts.good,
            };
            sources['machine dashboard (drawn)'] = (m) => drawn[m];
            // The Schedule Data report of the machine and scope: its footer adds the counted columns.
            const config = reportConfig('schedule');
            const tableState: TableState = { ...INITIAL_TABLE_STATE, range: { start: day, end: day }, limit: 100 };
            const where = { schedule: { machine_key: { _eq: entity.key }, ...(shift ? { shift_key: { _eq: shift } } : {}) } };
            const reportRows = await graphql.rows(tableRequest(config.table, SCHEDULE_COLUMNS as never[], tableState, where, config.dateRange?.field));
            expect(reportRows.length, `${scope}: one page holds the machine's schedules`).toBeLessThan(100);
            const footer = (column: string) => reportRows.reduce((a, r) => a + Number(r[column] ?? 0), 0);
            sources['Schedule Data report footer'] = (m) => (isCount(m) ? footer(COLUMN[m]) : undefined);
          }
          for (const metric of METRIC_KEYS) {
            const want = raw[metric]!;
            for (const [source, read] of Object.entries(sources)) {
              const got = read(metric);
              if (got === undefined) continue;
              if (Math.abs(got - want) > (isCount(metric) ? COUNT_TOLERANCE : PERCENT_TOLERANCE)) mismatches.push(`${scope} ${metric} ${source}: ${got.toFixed(3)}, raw events ${want.toFixed(3)}`);
            }
          }
          const analysis = await analysisDowntime(entity, day, shift);
          for (const kind of ['planned', 'unplanned'] as const) {
            if (Math.abs(analysis[kind] - rawTotals[kind]) > SECONDS_TOLERANCE) mismatches.push(`${scope} ${kind} downtime event analysis: ${analysis[kind].toFixed(1)} s, raw events ${rawTotals[kind].toFixed(1)} s`);
          }
          compared++;
          if (entity.category === 'MACHINE' && shift) comparedMachineShifts.add(`${entity.key}|${day}|${shift}`);
          for (const metric of METRIC_KEYS) if (raw[metric]! > 0) nonZero.add(metric);
        }
      }
    }
    expect(compared).toBeGreaterThan(entities.length * 6);
    // The ingested stops' windows were among the scopes compared.
    for (const w of [seeded.unscheduled, seeded.long]) expect([...comparedMachineShifts]).toContain(`${w.machineKey}|${w.day}|${w.shiftKey}`);
    // Every figure is exercised by real values somewhere, so an agreement on zeros proves nothing less.
    expect([...nonZero].sort()).toEqual([...METRIC_KEYS].sort());
    expect(mismatches.slice(0, 40), `${mismatches.length} mismatches in ${compared} scopes`).toEqual([]);
  }, 900_000);
});
