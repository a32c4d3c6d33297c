import { useRef } from 'react';
import { WidthFollowingChart, type WidthFollowingChartProps } from '../../workbench/kit/charts/plotly-chart';

/**
 * The chart, drawn when its turn comes: the side charts and the machine dashboard's charts are drawn
 * one a task after the numbers (drawn in one go, a dashboard's charts held its numbers and a day
 * change for about a second, issue 39). While `deferred`, a chart never drawn is its box at the
 * chart's height without Plotly; a chart already drawn keeps its drawing until its turn, and is then
 * updated in place (Plotly.react on the same graph) instead of torn down and drawn again. Either way
 * it carries data-chart-deferred until it shows the data it was given.
 */
export function StaggeredChart({ deferred, ...chart }: WidthFollowingChartProps & { deferred: boolean }) {
  const drawn = useRef<WidthFollowingChartProps | null>(null);
  if (!deferred) drawn.current = chart;
  const shown = drawn.current;
  if (!shown) return <div data-chart-deferred style={{ height: chart.layout.height }} />;
  return (
    <div data-chart-deferred={deferred ? '' : undefined}>
      <WidthFollowingChart {...shown} />
    </div>
  );
}
