import { metricStatus, type MetricThresholds } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import { MetricStatusValue } from '../../workbench/kit/metric-setup/metric-status-value';
import { formatMetric, metricValue, type Series } from './graph-series';
import { graphIds } from './test-ids';

interface DataTableProps {
  series: readonly Series[];
  metric: MetricKey;
  bucketLabel: string;
  label: string;
  /** The company's Metric Setup thresholds (null while they load): each value's status beside it. */
  thresholds: MetricThresholds | null;
}

/** The main chart's numbers as a table (an accessible alternative to the chart, and what tests read), each with its status. */
export function DataTable({ series, metric, bucketLabel, label, thresholds }: DataTableProps) {
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
          s.points.map((p) => {
            const value = metricValue(p.totals, metric);
            return (
              <tr key={`${s.name}-${p.bucket}`}>
                {series.length > 1 && <td>{s.name}</td>}
                <th scope="row">{p.bucket}</th>
                <td className="graph-num">
                  <MetricStatusValue text={formatMetric(value, metric)} status={thresholds && metricStatus(metric, value, thresholds[metric])} />
                </td>
              </tr>
            );
          }),
        )}
      </tbody>
    </table>
  );
}
