import type { EntityNode } from '../../core/model';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import { selectionSet } from '../../core/table-query/selection-set';

// Issue 33 point 1: the figures of the raw events, computed apart from the product's code (no import
// from core/oee or the engine), so the screens' sources are checked against the rules as written in
// README Decisions and server/engine/README.md, not against themselves.

export interface RawStop { machine_key: string; start: number; end: number | null; planned: boolean }
export interface RawCount { machine_key: string; ts: number; type: 'PROD' | 'SCRP' | 'RJCT' | 'RWRK'; quantity: number; part_name: string | null; operation: string | null }
export interface RawSchedule { part_name: string; operation: string; quantity: number; ppm: number }
export interface Span { start: number; end: number }

/**
 * Downtime in milliseconds: the windows are cut at every stop's start and end; a piece is down if a
 * stop covers it, planned if any covering stop is planned.
 */
export function rawDowntimeMs(stops: readonly RawStop[], windows: readonly Span[], now: number): { planned: number; unplanned: number } {
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
  return { planned, unplanned };
}

/** Seconds and units of a scope, before any ratio: what roll-ups add. */
export interface RawTotals { scheduled: number; planned: number; unplanned: number; ideal: number; goodSecs: number; produced: number; scrapped: number; rejected: number; reworked: number }

export const NO_TOTALS: RawTotals = { scheduled: 0, planned: 0, unplanned: 0, ideal: 0, goodSecs: 0, produced: 0, scrapped: 0, rejected: 0, reworked: 0 };

export function addTotals(a: RawTotals, b: RawTotals): RawTotals {
  return {
    scheduled: a.scheduled + b.scheduled, planned: a.planned + b.planned, unplanned: a.unplanned + b.unplanned, ideal: a.ideal + b.ideal,
    goodSecs: a.goodSecs + b.goodSecs, produced: a.produced + b.produced, scrapped: a.scrapped + b.scrapped, rejected: a.rejected + b.rejected, reworked: a.reworked + b.reworked,
  };
}

/**
 * One machine shift, by the engine's README rules: scheduled time is the window when it has
 * schedules; counted events belong to the window holding their timestamp and to the schedule of
 * their part and operation, else their part, else the schedule with the most planned minutes;
 * ideal seconds are produced units at the schedule's rate (ppm / 60 per second).
 */
export function rawWindowTotals(window: Span, schedules: readonly RawSchedule[], counts: readonly RawCount[], stops: readonly RawStop[], now: number): RawTotals {
  const inWindow = counts.filter((c) => c.ts >= window.start && c.ts < window.end);
  const sum = (list: readonly RawCount[], type: RawCount['type']) => list.filter((c) => c.type === type).reduce((a, c) => a + c.quantity, 0);
  const units = (list: readonly RawCount[]) => ({ produced: sum(list, 'PROD'), scrapped: sum(list, 'SCRP'), rejected: sum(list, 'RJCT'), reworked: sum(list, 'RWRK') });
  if (schedules.length === 0) return { ...NO_TOTALS, ...units(inWindow) };
  const minutes = schedules.map((s) => s.quantity / s.ppm);
  const largest = minutes.indexOf(Math.max(...minutes));
  const owner = (c: RawCount) => {
    const exact = schedules.findIndex((s) => s.part_name === c.part_name && s.operation === (c.operation ?? ''));
    if (exact >= 0) return exact;
    const part = schedules.findIndex((s) => s.part_name === c.part_name);
    return part >= 0 ? part : largest;
  };
  let ideal = 0;
  let goodSecs = 0;
  schedules.forEach((s, i) => {
    const u = units(inWindow.filter((c) => owner(c) === i));
    ideal += (u.produced * 60) / s.ppm;
    goodSecs += (Math.max(0, u.produced - u.scrapped - u.rejected - u.reworked) * 60) / s.ppm;
  });
  const down = rawDowntimeMs(stops, [window], now);
  return { scheduled: (Math.min(window.end, now) - window.start) / 1000, planned: down.planned / 1000, unplanned: down.unplanned / 1000, ideal, goodSecs, ...units(inWindow) };
}

/** The figures a user reads, as document 1 §3 defines them: rates and losses in percent, units as counts. */
export function rawFigures(t: RawTotals): Record<string, number> {
  const pct = (num: number, den: number) => (den > 0 ? (100 * num) / den : 0);
  const available = t.scheduled - t.planned;
  const operating = available - t.unplanned;
  const good = Math.max(0, t.produced - t.scrapped - t.rejected - t.reworked);
  const a = pct(operating, available);
  const p = pct(t.ideal, operating);
  const q = pct(good, t.produced);
  return {
    AVAILABILITY: a, PERFORMANCE: p, QUALITY: q, EFFICIENCY: (a * p * q) / 10_000,
    SPEED_LOSS: pct(Math.max(0, operating - t.ideal), available), SCRAP_LOSS: pct(Math.max(0, t.ideal - t.goodSecs), available),
    PLANNED_DOWN: pct(t.planned, t.scheduled), UNPLANNED_DOWN: pct(t.unplanned, available),
    PRODUCTION: t.produced, SCRAP: t.scrapped, REJECT: t.rejected, REWORK: t.reworked, GOOD: good,
  };
}

export function machinesUnder(node: EntityNode): EntityNode[] {
  return node.category === 'MACHINE' ? [node] : (node.children ?? []).flatMap(machinesUnder);
}

/** The screens' GraphQL row query (GraphqlResultRows, GraphqlEventSource): same text shape, same variables. */
export function graphqlRows(baseUrl: () => string, token: () => string) {
  return {
    async rows(request: TableQueryRequest): Promise<TableRow[]> {
      const q = request.table;
      const query = `query Rows($where: ${q}_bool_exp!, $order_by: [${q}_order_by!], $limit: Int) {
        rows: ${q}(where: $where, order_by: $order_by, limit: $limit) { ${selectionSet(request.fields)} } }`;
      const res = await fetch(`${baseUrl()}/v1/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { where: request.where, order_by: request.order_by, limit: request.limit } }),
      });
      const body = (await res.json()) as { data?: { rows: TableRow[] }; errors?: unknown };
      if (body.errors) throw new Error(`GraphQL refused ${q}: ${JSON.stringify(body.errors)}`);
      return body.data!.rows;
    },
  };
}
