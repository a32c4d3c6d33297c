import type { MetricKey } from '../../core/model';
import { metricColour } from '../../core/metrics';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';
import type { ConsolidatedValue } from './consolidated-metrics';
import { formatMetric, PERCENT_METRICS } from './graph-series';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { graphIds } from './test-ids';

/** The alternate dashboard (document 3 §2.2): consolidated metric charts only, one per visible metric. */
export function ConsolidatedDashboard({ values, metrics, label }: { values: readonly ConsolidatedValue[]; metrics: readonly MetricKey[]; label: (m: MetricKey) => string }) {
  return (
    <div className="graph-consolidated" data-testid={graphIds.consolidated}>
      {metrics.map((metric) => {
        const items = values.filter((v) => v.metric === metric);
        if (items.length === 0) return null;
        const summary = items.map((v) => `${v.name}: ${formatMetric(v.value, metric)}`).join('; ');
        return (
          <figure key={metric} className="graph-card" aria-label={`${label(metric)}. ${summary}`}>
            <WidthFollowingChart
              data={[{ type: 'bar', x: items.map((v) => v.name), y: items.map((v) => Number(v.value.toFixed(2))), marker: { color: metricColour(metric) } }]}
              layout={{ ...chartLayout(label(metric), PERCENT_METRICS.has(metric), 220), showlegend: false }}
              config={{ displaylogo: false, displayModeBar: 'hover' }}
            />
          </figure>
        );
      })}
    </div>
  );
}
