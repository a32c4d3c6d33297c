import type { MetricKey } from '../../core/model';
import { CHART_COLOURS, chartLayout, compactLayout } from '../../workbench/kit/charts/chart-theme';
import { formatMetric, metricValue, PERCENT_METRICS, type Series } from './graph-series';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';

interface MetricChartProps {
  series: readonly Series[];
  metric: MetricKey;
  title: string;
  height: number;
  /** A side chart: no plot title or legend, level tick labels (its card shows the title). */
  compact?: boolean;
}

/** One metric over the buckets, a bar group per series; the exact values are in the aria label and the data table. */
export function MetricChart({ series, metric, title, height, compact = false }: MetricChartProps) {
  const percent = PERCENT_METRICS.has(metric);
  const data = series.map((s, i) => ({
    type: 'bar',
    name: s.name || title,
    x: s.points.map((p) => p.bucket),
    y: s.points.map((p) => Number(metricValue(p.totals, metric).toFixed(2))),
    marker: { color: CHART_COLOURS[i % CHART_COLOURS.length] },
    hovertemplate: percent ? '%{x}: %{y:.2f} %<extra>%{fullData.name}</extra>' : '%{x}: %{y:,}<extra>%{fullData.name}</extra>',
  }));
  const summary = series
    .flatMap((s) => s.points.map((p) => `${s.name ? `${s.name} ` : ''}${p.bucket}: ${formatMetric(metricValue(p.totals, metric), metric)}`))
    .join('; ');
  const layout = compact ? compactLayout(percent, height) : { ...chartLayout(title, percent, height), showlegend: series.length > 1 };
  return (
    // A figure, not role="img": the chart's mode bar holds buttons, which an image may not contain
    // (axe-core nested-interactive). The label reads the values out for screen readers.
    <figure className="graph-chart" aria-label={`${title} chart. ${summary}`}>
      <WidthFollowingChart data={data} layout={layout} config={{ displaylogo: false, displayModeBar: !compact, modeBarButtonsToRemove: ['lasso2d', 'select2d'] }} />
    </figure>
  );
}
