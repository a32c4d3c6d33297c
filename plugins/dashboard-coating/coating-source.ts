import { DateTime } from 'luxon';
import { KPI_METRICS, kpiTargetColumns, type CoatingOpRow } from '../../core/oee';
import { queryGraphql, type GraphqlClient } from '../../workbench/api';
import { serviceToken } from '../../core/platform';

export interface UpDownRow {
  start_datetime: string;
  end_datetime: string;
  is_uptime: boolean;
  notes: string;
}

export interface CoatingData {
  ops: CoatingOpRow[];
  /** The ccc_kpitarget row (limit 1), or null before any target was saved. */
  target: Record<string, unknown> | null;
  /** Down stretches of the up/down calendar starting in the range. */
  downtime: UpDownRow[];
}

/** The coating data sets for a range of shift dates, and optionally one shift. */
export interface CoatingSource {
  load(range: { start: string; end: string }, shift: string | null): Promise<CoatingData>;
}
export const CoatingSource = serviceToken<CoatingSource>('dashboard-coating.CoatingSource');

/** Document 3 §7: graph-style dataset queries use America/New_York; dashboard row limit 999999. */
export const COATING_ZONE = 'America/New_York';
const ROW_LIMIT = 999999;
const OP_FIELDS =
  'shift_date shift_name weight_produced lineal_produced lf_per_hour msf_produced uptime_hours downtime_hours uptime_mins changeover_mins changeover_hours num_changeovers roll_count split_roll_count full_roll_count roll_to_roll_mins changeover_per_min start end';

/** ccc_coatingop, ccc_kpitarget and ccc_updowncalendar in one GraphQL request; row permissions keep them to the company. */
export class GraphqlCoatingSource implements CoatingSource {
  constructor(private readonly client: GraphqlClient) {}

  async load(range: { start: string; end: string }, shift: string | null): Promise<CoatingData> {
    const from = DateTime.fromISO(range.start, { zone: COATING_ZONE }).startOf('day').toISO()!;
    const to = DateTime.fromISO(range.end, { zone: COATING_ZONE }).plus({ days: 1 }).startOf('day').toISO()!;
    const opWhere: Record<string, unknown>[] = [{ shift_date: { _gte: range.start } }, { shift_date: { _lte: range.end } }];
    if (shift) opWhere.push({ shift_name: { _eq: shift } });
    const data = await queryGraphql<{ ops: Array<Record<string, unknown>>; targets: Array<Record<string, unknown>>; calendar: UpDownRow[] }>(
      this.client,
      `query CoatingData($opWhere: ccc_coatingop_bool_exp!, $from: timestamptz!, $to: timestamptz!, $limit: Int) {
        ops: ccc_coatingop(where: $opWhere, order_by: [{shift_date: asc}, {start: asc}], limit: $limit) { ${OP_FIELDS} }
        targets: ccc_kpitarget(limit: 1) { ${TARGET_FIELDS} }
        calendar: ccc_updowncalendar(where: {_and: [{start_datetime: {_gte: $from}}, {start_datetime: {_lt: $to}}, {is_uptime: {_eq: false}}]}, order_by: {start_datetime: asc}, limit: $limit) {
          start_datetime end_datetime is_uptime notes
        }
      }`,
      { opWhere: { _and: opWhere }, from, to, limit: ROW_LIMIT },
    );
    const num = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'shift_date' || k === 'shift_name' || k === 'start' || k === 'end' ? v : Number(v)]));
    return { ops: data.ops.map(num) as unknown as CoatingOpRow[], target: data.targets[0] ?? null, downtime: data.calendar };
  }
}

const TARGET_FIELDS = KPI_METRICS.flatMap((m) => {
  const c = kpiTargetColumns(m);
  return m === 'lf_per_hour_with_downtime' ? [c.target, c.yellow, c.red, c.downtime] : [c.target, c.yellow, c.red];
}).join(' ');
