import type { EventType } from '../../core/model';
import { queryGraphql, type GraphqlClient } from '../../workbench/api';
import { serviceToken } from '../../core/platform';

export interface Program {
  euid: string;
  name: string;
  desc: string;
}

/** One paint-line event (ino_programevent) with its program. */
export interface ProgramEventRow {
  machine_key: string;
  shift_date: string;
  shift_key: string;
  type: EventType;
  quantity: number;
  timestamp: string;
  reason_name: string | null;
  program: Program;
}

/** The paint-line data set: programs and their events for a range of shift dates on some lines. */
export interface PaintlineSource {
  events(range: { start: string; end: string }, lines: readonly string[]): Promise<ProgramEventRow[]>;
}
export const PaintlineSource = serviceToken<PaintlineSource>('dashboard-paintline.PaintlineSource');

/** Document 1 §9: dashboard row limit. */
const ROW_LIMIT = 999999;

/** ino_programevent through /v1/graphql; the row permission keeps it to the user's company. */
export class GraphqlPaintlineSource implements PaintlineSource {
  constructor(private readonly client: GraphqlClient) {}

  async events(range: { start: string; end: string }, lines: readonly string[]): Promise<ProgramEventRow[]> {
    const data = await queryGraphql<{ rows: ProgramEventRow[] }>(
      this.client,
      `query PaintlineEvents($start: date!, $end: date!, $lines: [String!]!, $limit: Int) {
        rows: ino_programevent(
          where: {_and: [{shift_date: {_gte: $start}}, {shift_date: {_lte: $end}}, {machine_key: {_in: $lines}}]}
          order_by: [{shift_date: asc}, {timestamp: asc}]
          limit: $limit
        ) { machine_key shift_date shift_key type quantity timestamp reason_name program { euid name desc } }
      }`,
      { start: range.start, end: range.end, lines, limit: ROW_LIMIT },
    );
    return data.rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
  }
}
