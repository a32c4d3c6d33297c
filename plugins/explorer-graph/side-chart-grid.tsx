import { sideChartLayout } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import type { Series } from './graph-series';
import { MetricChart } from './metric-chart';

/** Side charts laid out by core/metrics' sideChartLayout (1 to 15 metrics; other counts are logged only). */
export function SideChartGrid({ series, metrics, label }: { series: readonly Series[]; metrics: readonly MetricKey[]; label: (m: MetricKey) => string }) {
  const grid = sideChartLayout(metrics.length, console);
  if (!grid) return null;
  return (
    <div className="graph-side" data-testid="graph-side-charts" aria-label="Side charts">
      {grid.rows.map((row, r) => (
        <div key={r} className="graph-side-row" style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` }}>
          {row.map((cell) => {
            const metric = metrics[cell.index]!;
            return (
              <div key={metric} style={{ gridColumn: `span ${cell.colSpan}` }}>
                <MetricChart series={series} metric={metric} title={label(metric)} height={180} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
