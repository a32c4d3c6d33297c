import type { MrpRecord } from '../../core/oee';
import { queryGraphql, type GraphqlClient } from '../../workbench/api';
import { serviceToken } from '../../core/platform';

/** Reads the company's MRP records (core2_mrp). The plugin's own port, so tests give rows directly. */
export interface MrpSource {
  records(): Promise<MrpRecord[]>;
}
export const MrpSource = serviceToken<MrpSource>('dashboard-mrp.MrpSource');

/** Document 1 §9: dashboard row limit. */
const ROW_LIMIT = 999999;

/** core2_mrp through /v1/graphql; the row permission keeps it to the user's company. */
export class GraphqlMrpSource implements MrpSource {
  constructor(private readonly client: GraphqlClient) {}

  async records(): Promise<MrpRecord[]> {
    const data = await queryGraphql<{ rows: MrpRecord[] }>(
      this.client,
      `query MrpRecords($limit: Int) {
        rows: core2_mrp(order_by: [{part__name: asc}, {timestamp: desc}], limit: $limit) {
          timestamp name part__name part__group part__uom part__production_lines qoh detail
        }
      }`,
      { limit: ROW_LIMIT },
    );
    return data.rows.map((r) => ({ ...r, qoh: Number(r.qoh), detail: (r.detail ?? []).map((d) => ({ ...d, qty: Number(d.qty) })) }));
  }
}
