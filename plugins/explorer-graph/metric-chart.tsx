import { memo } from 'react';
import { metricColour, type MetricThresholds } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import { CHART_COLOURS, chartLayout, compactLayout, SERIES_PATTERNS } from '../../workbench/kit/charts/chart-theme';
import { formatMetric, metricValue, PERCENT_METRICS, type Series } from './graph-series';
import { barStatuses, metricTargetLayout, metricTargetOf, percentAxisTop } from './metric-bars';
import { StaggeredChart } from './staggered-chart';

/** A side chart's date label (YYYY-MM-DD at 10 px) with a gap: at most one per this many pixels. */
const SIDE_CHART_LABEL_PX = 76;

interface MetricChartProps {
  series: readonly Series[];
  metric: MetricKey;
  title: string;
  height: number;
  /** The company's Metric Setup thresholds (null while they load): bar colours and the target line. */
  thresholds: MetricThresholds | null;
  /** A side chart: no plot title or legend, level tick labels (its card shows the title). */
  compact?: boolean;
  /** Not drawn yet (side charts draw one a task): the figure, its label and its height, no Plotly. */
  deferred?: boolean;
}

/**
 * One metric over the buckets, a bar group per series. Each bar takes its status colour by the one
 * colour rule (issue 33 point 2), series are told apart by fill pattern and outline, and the
 * metric's target is a dashed line; the exact values and statuses are in the aria label and the data table.
 * Memoised: a dashboard re-rendered for another reason (the subtitle of a new selection) must not make
 * Plotly draw its charts again.
 */
export const MetricChart = memo(function MetricChart({ series, metric, title, height, thresholds, compact = false, deferred = false }: MetricChartProps) {
  const percent = PERCENT_METRICS.has(metric);
  const several = series.length > 1;
  const values = series.map((s) => s.points.map((p) => Number(metricValue(p.totals, metric).toFixed(2))));
  const statuses = values.map((v) => barStatuses(metric, v, thresholds));
  const data = series.map((s, i) => {
    const bars = statuses[i]!;
    // One series takes its metric's own palette colour (document 2 §9), so side charts are told apart; several, the palette in order.
    const seriesColour = several ? CHART_COLOURS[i % CHART_COLOURS.length]! : metricColour(metric);
    const pattern = several ? { pattern: { shape: SERIES_PATTERNS[i % SERIES_PATTERNS.length], fgcolor: '#18181b', solidity: 0.25 } } : {};
    return {
      type: 'bar',
      name: s.name || title,
      x: s.points.map((p) => p.bucket),
      y: values[i],
      marker: bars.colours ? { color: bars.colours, line: { color: several ? seriesColour : 'rgba(0,0,0,0)', width: several ? 2 : 0 }, ...pattern } : { color: seriesColour },
      text: bars.labels,
      textposition: 'outside',
      cliponaxis: false,
      customdata: bars.words.map((w) => (w ? `<br>${w}` : '')),
      hovertemplate: percent ? '%{x}: %{y:.2f} %%{customdata}<extra>%{fullData.name}</extra>' : '%{x}: %{y:,}%{customdata}<extra>%{fullData.name}</extra>',
    };
  });
  const summary = series
    .flatMap((s, i) => s.points.map((p, j) => `${s.name ? `${s.name} ` : ''}${p.bucket}: ${formatMetric(metricValue(p.totals, metric), metric)}${statuses[i]!.words[j] ? ` (${statuses[i]!.words[j]})` : ''}`))
    .join('; ');
  const target = metricTargetOf(metric, thresholds);
  const base = compact ? compactLayout(percent, height) : { ...chartLayout(title, percent, height), showlegend: several };
  const yaxis = percent ? { ...(base.yaxis as object), range: [0, percentAxisTop(values.flat())] } : base.yaxis;
  const layout = { ...base, yaxis, ...metricTargetLayout(metric, thresholds) };
  return (
    // A figure, not role="img": the chart's mode bar holds buttons, which an image may not contain
    // (axe-core nested-interactive). The label reads the values out for screen readers.
    <figure className="graph-chart" aria-label={`${title} chart. ${summary}`} data-target={target ?? undefined}>
      <StaggeredChart deferred={deferred} data={data} layout={layout} xLabelPx={compact ? SIDE_CHART_LABEL_PX : undefined} config={{ displaylogo: false, displayModeBar: !compact, modeBarButtonsToRemove: ['lasso2d', 'select2d'] }} />
    </figure>
  );
});
