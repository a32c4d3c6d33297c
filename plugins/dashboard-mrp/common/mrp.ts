import { DateTime } from 'luxon';

export const MRP_SUPPLY_TYPES = ['SUPPLY', 'SUPPLYF'] as const;
export const MRP_DETAIL_TYPES = [...MRP_SUPPLY_TYPES, 'DEMAND'] as const;
export type MrpDetailType = (typeof MRP_DETAIL_TYPES)[number];

/** Span of the MRP report after its first month's start (document 3, section 9). */
export const MRP_SPAN_DAYS = 90;
/** Graph-style queries use this zone (document 3, section 7). */
export const MRP_ZONE = 'America/New_York';

export interface MrpDetail {
  type: MrpDetailType;
  dataset?: string;
  qty: number;
  due_date: string;
  rel_date?: string;
  ord_nbr?: string;
  ord_line?: string | number;
  detail?: string;
}

/** core2_mrp row (document 3, section 3). */
export interface MrpRecord {
  timestamp: string;
  name: string;
  part__name: string;
  part__group: string;
  part__uom: string;
  part__production_lines: string[];
  qoh: number;
  detail: MrpDetail[];
}

export interface MrpSpan {
  /** First day, ISO date. */
  start: string;
  /** Last day, ISO date (inclusive). */
  end: string;
}

function dayOf(text: string, zone: string, label: string): DateTime {
  const dt = DateTime.fromISO(text, { zone });
  if (!dt.isValid) throw new RangeError(`Invalid ${label} '${text}'.`);
  return dt.startOf('day');
}

/**
 * The report's days: from the start of the month of the first (earliest) record, plus 90 days,
 * to the end of the month that lands in. Null without records.
 */
export function mrpSpan(records: readonly Pick<MrpRecord, 'timestamp'>[], zone: string = MRP_ZONE): MrpSpan | null {
  if (records.length === 0) return null;
  const first = records.map((r) => dayOf(r.timestamp, zone, 'MRP timestamp')).reduce((a, b) => (b < a ? b : a));
  const start = first.startOf('month');
  const end = start.plus({ days: MRP_SPAN_DAYS }).endOf('month');
  return { start: start.toISODate()!, end: end.toISODate()! };
}

export interface MrpDay {
  date: string;
  /** Day of month, for the header row. */
  day: number;
  /** Short weekday name, e.g. Mon. */
  weekday: string;
  /** Saturdays and Sundays are highlighted. */
  weekend: boolean;
}

/** The header row of the report: every day of the span. */
export function mrpDays(span: MrpSpan): MrpDay[] {
  const days: MrpDay[] = [];
  const last = DateTime.fromISO(span.end, { zone: 'UTC' });
  for (let d = DateTime.fromISO(span.start, { zone: 'UTC' }); d <= last; d = d.plus({ days: 1 })) {
    days.push({ date: d.toISODate()!, day: d.day, weekday: d.toFormat('ccc', { locale: 'en-US' }), weekend: d.weekday >= 6 });
  }
  return days;
}

/**
 * The day of the MRP run the records come from (the latest record's timestamp, in the report zone):
 * the days before it hold only past-due orders, so the report opens at this day. Null without records.
 */
export function mrpRunDay(records: readonly Pick<MrpRecord, 'timestamp'>[], zone: string = MRP_ZONE): string | null {
  if (records.length === 0) return null;
  return records.map((r) => dayOf(r.timestamp, zone, 'MRP timestamp').toISODate()!).reduce((a, b) => (b > a ? b : a));
}

export interface MrpMonth {
  /** e.g. 'December 2026'. */
  label: string;
  /** How many of the report's days fall in this month: the header cell spans them. */
  days: number;
}

/**
 * The months over the day header. The span runs for three to four months and each day shows only
 * its day of the month, so without them a planner could not tell one month's 3rd from the next's.
 */
export function mrpMonths(days: readonly Pick<MrpDay, 'date'>[]): MrpMonth[] {
  const months: Array<MrpMonth & { key: string }> = [];
  for (const { date } of days) {
    const key = date.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) last.days += 1;
    else months.push({ key, label: DateTime.fromISO(`${key}-01`, { zone: 'UTC' }).toFormat('LLLL yyyy', { locale: 'en-US' }), days: 1 });
  }
  return months.map(({ label, days: n }) => ({ label, days: n }));
}

export interface MrpProjection {
  date: string;
  supply: number;
  demand: number;
  /** Projected quantity on hand at the end of the day. */
  projQoh: number;
}

/**
 * Projected quantity on hand per day: qoh plus supply minus demand, cumulative by due date.
 * Entries due before the first day are past due and count on the first day; entries due after
 * the last day do not reach the report.
 */
export function projectQuantityOnHand(record: Pick<MrpRecord, 'qoh' | 'detail'>, days: readonly string[], zone: string = MRP_ZONE): MrpProjection[] {
  if (days.length === 0) return [];
  const supply = new Map<string, number>();
  const demand = new Map<string, number>();
  const first = days[0]!;
  for (const entry of record.detail) {
    if (!MRP_DETAIL_TYPES.includes(entry.type)) throw new RangeError(`Unknown MRP detail type '${String(entry.type)}'.`);
    if (!Number.isFinite(entry.qty)) throw new RangeError(`MRP detail quantity must be a number (got ${String(entry.qty)}).`);
    const due = dayOf(entry.due_date, zone, 'due date').toISODate()!;
    const day = due < first ? first : due;
    const target = entry.type === 'DEMAND' ? demand : supply;
    target.set(day, (target.get(day) ?? 0) + entry.qty);
  }
  let onHand = record.qoh;
  return days.map((date) => {
    const s = supply.get(date) ?? 0;
    const d = demand.get(date) ?? 0;
    onHand += s - d;
    return { date, supply: s, demand: d, projQoh: onHand };
  });
}
