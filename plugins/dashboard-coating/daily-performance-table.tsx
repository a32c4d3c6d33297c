import type { CoatingTotals } from './common/coating-actuals';
import { coatingActual } from './common/coating-actuals';
import { num } from './format';

/** Daily Performance: one row per shift date with the sums and the rates derived from them. */
export function DailyPerformanceTable({ rows, testId }: { rows: Array<{ key: string; totals: CoatingTotals }>; testId: string }) {
  return (
    <div className="coating-table-wrap" role="region" aria-label="Daily Performance, scrolls sideways" tabIndex={0}>
    <table className="coating-table" data-testid={testId}>
      <caption>Daily Performance</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Lineal Produced</th>
          <th scope="col">Weight Produced</th>
          <th scope="col">MSF Produced</th>
          <th scope="col">LF per Hour</th>
          <th scope="col">Uptime Hours</th>
          <th scope="col">Downtime Hours</th>
          <th scope="col">Rolls</th>
          <th scope="col">Changeovers</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, totals: t }) => (
          <tr key={key}>
            <th scope="row">{key}</th>
            <td>{num(t.lineal_produced)}</td>
            <td>{num(t.weight_produced)}</td>
            <td>{num(t.msf_produced, 2)}</td>
            <td>{num(coatingActual('lf_per_hour', t), 1)}</td>
            <td>{num(t.uptime_hours, 2)}</td>
            <td>{num(t.downtime_hours, 2)}</td>
            <td>{num(t.roll_count)}</td>
            <td>{num(t.num_changeovers)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
