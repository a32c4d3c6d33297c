import type { MetricKey } from '../../core/model';
import { formatMetric, metricValue, type Series } from './graph-series';
import { graphIds } from './test-ids';

/** The main chart's numbers as a table (an accessible alternative to the chart, and what tests read). */
export function DataTable({ series, metric, bucketLabel, label }: { series: readonly Series[]; metric: MetricKey; bucketLabel: string; label: string }) {
  return (
    <table className="graph-table" aria-label={`${label} data`} data-testid={graphIds.dataTable}>
      <thead>
        <tr>
          {series.length > 1 && <th scope="col">Entity</th>}
          <th scope="col">{bucketLabel}</th>
          <th scope="col" className="graph-num">{label}</th>
        </tr>
      </thead>
      <tbody>
        {series.flatMap((s) =>
          s.points.map((p) => (
            <tr key={`${s.name}-${p.bucket}`}>
              {series.length > 1 && <td>{s.name}</td>}
              <th scope="row">{p.bucket}</th>
              <td className="graph-num">{formatMetric(metricValue(p.totals, metric), metric)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
