import type { MetricKey } from '../../core/model';
import { metricColour, type MetricThresholds } from '../../core/metrics';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';
import type { ConsolidatedValue } from './consolidated-metrics';
import { formatMetric, PERCENT_METRICS } from './graph-series';
import { barStatuses, metricTargetLayout, percentAxisTop } from './metric-bars';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { graphIds } from './test-ids';

interface ConsolidatedDashboardProps {
  values: readonly ConsolidatedValue[];
  metrics: readonly MetricKey[];
  label: (m: MetricKey) => string;
  /** The company's Metric Setup thresholds (null while they load): bar colours and the target line. */
  thresholds: MetricThresholds | null;
}

/**
 * The alternate dashboard (document 3 §2.2): consolidated metric charts only, one per visible
 * metric, each bar in its status colour (issue 33 point 2) under the metric's target line.
 */
export function ConsolidatedDashboard({ values, metrics, label, thresholds }: ConsolidatedDashboardProps) {
  return (
    <div className="graph-consolidated" data-testid={graphIds.consolidated}>
      {metrics.map((metric) => {
        const items = values.filter((v) => v.metric === metric);
        if (items.length === 0) return null;
        const y = items.map((v) => Number(v.value.toFixed(2)));
        const bars = barStatuses(metric, y, thresholds);
        const summary = items.map((v, i) => `${v.name}: ${formatMetric(v.value, metric)}${bars.words[i] ? ` (${bars.words[i]})` : ''}`).join('; ');
        const percent = PERCENT_METRICS.has(metric);
        const base = chartLayout(label(metric), percent, 220);
        return (
          <figure key={metric} className="graph-card" aria-label={`${label(metric)}. ${summary}`}>
            <WidthFollowingChart
              data={[{
                type: 'bar',
                x: items.map((v) => v.name),
                y,
                marker: { color: bars.colours ?? metricColour(metric) },
                text: bars.labels,
                textposition: 'outside',
                cliponaxis: false,
                customdata: bars.words.map((w) => (w ? `<br>${w}` : '')),
                hovertemplate: '%{x}: %{y}%{customdata}<extra></extra>',
              }]}
              layout={{
                ...base,
                ...(percent ? { yaxis: { ...(base.yaxis as object), range: [0, percentAxisTop(y)] } } : {}),
                ...metricTargetLayout(metric, thresholds),
                showlegend: false,
              }}
              config={{ displaylogo: false, displayModeBar: 'hover' }}
            />
          </figure>
        );
      })}
    </div>
  );
}
