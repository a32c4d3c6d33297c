import { insertRows } from '../../../server/demo/sql-rows';
import type { CustomerDemo } from '../../../server/kit/feature';
import { buildCoatingData, COATING_KPI_TARGETS } from './coating-datasets';

const OP_COLUMNS = ['shift_date', 'shift_name', 'weight_produced', 'lineal_produced', 'lf_per_hour', 'msf_produced', 'uptime_hours', 'downtime_hours',
  'uptime_mins', 'changeover_mins', 'changeover_hours', 'num_changeovers', 'roll_count', 'split_roll_count', 'full_roll_count', 'roll_to_roll_mins',
  'changeover_per_min', 'start', 'end'] as const;

/** The coating customer's demo company: one coater, its operations per shift, KPI targets and up/down calendar. */
export const coatingDemo: CustomerDemo = {
  company: { key: 'CCC', industry: 'other', site: 'Coating Plant', area: 'Coating', machines: [{ key: 'COATER-1', name: 'Coater 1' }] },
  async write(tx, companyId, { windows, now, rng }) {
    const data = buildCoatingData(windows, now, rng);
    await insertRows(tx, 'ccc_coatingop', [...OP_COLUMNS, '_company_id'], data.ops.map((o) => [...OP_COLUMNS.map((c) => o[c]), companyId]));
    const targets = Object.entries(COATING_KPI_TARGETS);
    await insertRows(tx, 'ccc_kpitarget', [...targets.map(([k]) => k), '_company_id'], [[...targets.map(([, v]) => v), companyId]]);
    await insertRows(tx, 'ccc_updowncalendar', ['start_datetime', 'end_datetime', 'is_uptime', 'notes', '_company_id'],
      data.calendar.map((c) => [c.start_datetime, c.end_datetime, c.is_uptime, c.notes, companyId]));
  },
};
