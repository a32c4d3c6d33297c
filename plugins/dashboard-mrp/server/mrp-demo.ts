import { insertRows } from '../../../server/demo/sql-rows';
import type { CustomerDemo } from '../../../server/kit/feature';
import { buildMrpRecords, MRP_LINES } from './mrp-datasets';

/** The MRP customer's demo company: a spring maker with six lines and one MRP run. */
export const mrpDemo: CustomerDemo = {
  company: { key: 'SCH', industry: 'metals', site: 'Main Plant', area: 'Spring Production', machines: MRP_LINES.map((l) => ({ key: l, name: `Line ${l.slice(1)}` })) },
  async write(tx, companyId, { today, zone, rng }) {
    const records = buildMrpRecords(today, zone, rng);
    await insertRows(tx, 'core2_mrp', ['timestamp', 'name', 'part__name', 'part__group', 'part__uom', 'part__production_lines', 'qoh', 'detail', '_company_id'],
      records.map((r) => [r.timestamp, r.name, r.part__name, r.part__group, r.part__uom, r.part__production_lines, r.qoh, JSON.stringify(r.detail), companyId]));
  },
};
