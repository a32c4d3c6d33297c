import { sideChartLayout, type MetricThresholds } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import { formatMetric, grandTotals, metricValue, type Series } from './graph-series';
import { MetricChart } from './metric-chart';
import { graphIds } from './test-ids';

/**
 * Side charts laid out by core/metrics' sideChartLayout (1 to 15 metrics; other counts are logged
 * only). Each card heads with the metric's value over the whole selection, so a manager reads the
 * numbers without hovering.
 */
export function SideChartGrid({ series, metrics, label, thresholds }: { series: readonly Series[]; metrics: readonly MetricKey[]; label: (m: MetricKey) => string; thresholds: MetricThresholds | null }) {
  const grid = sideChartLayout(metrics.length, console);
  if (!grid) return null;
  const totals = grandTotals(series);
  return (
    <section className="graph-side" data-testid={graphIds.sideCharts} aria-label="Side charts">
      {grid.rows.map((row, r) => (
        <div key={r} className="graph-side-row" style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` }}>
          {row.map((cell) => {
            const metric = metrics[cell.index]!;
            return (
              <article key={metric} className="graph-side-card" style={{ gridColumn: `span ${cell.colSpan}` }} aria-label={label(metric)}>
                <header>
                  <h2>{label(metric)}</h2>
                  <span className="graph-side-value">{formatMetric(metricValue(totals, metric), metric)}</span>
                </header>
                <MetricChart series={series} metric={metric} title={label(metric)} height={150} thresholds={thresholds} compact />
              </article>
            );
          })}
        </div>
      ))}
    </section>
  );
}
