import type { CoatingTotals } from './common/coating-actuals';
import { coatingActual } from './common/coating-actuals';
import { CoatingTable } from './coating-table';
import { num } from './format';

/** Daily Performance: one row per shift date with the sums and the rates derived from them. */
export function DailyPerformanceTable({ rows, testId }: { rows: Array<{ key: string; totals: CoatingTotals }>; testId: string }) {
  return (
    <CoatingTable
      caption="Daily Performance"
      region="Daily Performance"
      testId={testId}
      columns={['Date', 'Lineal Produced', 'Weight Produced', 'MSF Produced', 'LF per Hour', 'Uptime Hours', 'Downtime Hours', 'Rolls', 'Changeovers']}
      rows={rows.map(({ key, totals: t }) => ({
        key,
        cells: [
          num(t.lineal_produced), num(t.weight_produced), num(t.msf_produced, 2), num(coatingActual('lf_per_hour', t), 1),
          num(t.uptime_hours, 2), num(t.downtime_hours, 2), num(t.roll_count), num(t.num_changeovers),
        ],
      }))}
    />
  );
}
