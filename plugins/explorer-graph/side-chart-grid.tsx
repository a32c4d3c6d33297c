import { sideChartLayout, type MetricThresholds } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import { formatMetric, grandTotals, metricValue, type Series } from './graph-series';
import { MetricChart } from './metric-chart';
import { graphIds } from './test-ids';
import { useBoxWidth } from './use-box-width';
import { useStaggeredCount } from './use-staggered-count';

/** Issue 35 point 4: a side chart narrower than this is unreadable; the grid then takes fewer columns. */
const MIN_SIDE_CHART_WIDTH = 300;
/** .graph-side-row's gap (0.75rem). */
const SIDE_GAP = 12;

type SideLayout = NonNullable<ReturnType<typeof sideChartLayout>>;

/**
 * The metrics' layout (document 2: by their number) while its charts are at least 300 px wide;
 * in a narrower box the charts flow in as many equal columns as fit, one a row on a tablet.
 */
function narrowerLayout(layout: SideLayout, width: number): { columns: number; rows: SideLayout['rows'] } {
  const fit = Math.max(1, Math.floor((width + SIDE_GAP) / (MIN_SIDE_CHART_WIDTH + SIDE_GAP)));
  if (width === 0 || Math.max(...layout.rows.map((row) => row.length)) <= fit) return layout;
  const cells = layout.rows.flat();
  const rows = Array.from({ length: Math.ceil(cells.length / fit) }, (_, r) => cells.slice(r * fit, r * fit + fit).map((cell) => ({ ...cell, colSpan: 1 })));
  return { ...layout, columns: fit, rows };
}

/**
 * Side charts laid out by core/metrics' sideChartLayout (1 to 15 metrics; other counts are logged
 * only). Each card heads with the metric's value over the whole selection, so a manager reads the
 * numbers without hovering. The cards' charts are drawn one a task, top to bottom, after the main
 * chart: drawn in one go, twelve of them held a day change for over a second (issue 39).
 */
export function SideChartGrid({ series, metrics, label, thresholds }: { series: readonly Series[]; metrics: readonly MetricKey[]; label: (m: MetricKey) => string; thresholds: MetricThresholds | null }) {
  const [box, width] = useBoxWidth<HTMLElement>();
  const drawn = useStaggeredCount(metrics.length, series);
  const layout = sideChartLayout(metrics.length, console);
  if (!layout) return null;
  const grid = narrowerLayout(layout, width);
  const totals = grandTotals(series);
  let position = 0;
  return (
    <section ref={box} className="graph-side" data-testid={graphIds.sideCharts} aria-label="Side charts">
      {grid.rows.map((row, r) => (
        <div key={r} className="graph-side-row" style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` }}>
          {row.map((cell) => {
            const metric = metrics[cell.index]!;
            const draw = position++ < drawn;
            return (
              <article key={metric} className="graph-side-card" style={{ gridColumn: `span ${cell.colSpan}` }} aria-label={label(metric)}>
                <header>
                  <h2>{label(metric)}</h2>
                  <span className="graph-side-value">{formatMetric(metricValue(totals, metric), metric)}</span>
                </header>
                <MetricChart series={series} metric={metric} title={label(metric)} height={150} thresholds={thresholds} compact deferred={!draw} />
              </article>
            );
          })}
        </div>
      ))}
    </section>
  );
}
