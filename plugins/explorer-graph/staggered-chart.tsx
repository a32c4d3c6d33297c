import { useRef } from 'react';
import { WidthFollowingChart, type WidthFollowingChartProps } from '../../workbench/kit/charts/plotly-chart';
import { useSeen } from '../../workbench/kit/charts/use-seen';

/**
 * The chart, drawn when its turn comes and once it has come into view. The side charts and the
 * machine dashboard's charts are drawn one a task after the numbers (drawn in one go, a dashboard's
 * charts held its numbers and a day change for about a second, issue 39), and a chart below the fold
 * waits until it is scrolled to (useSeen): box at the chart's height marked data-chart-unseen, no
 * Plotly. While `deferred`, a chart never drawn is its box at the chart's height without Plotly; a
 * chart already drawn keeps its drawing until its turn, and is then updated in place (Plotly.react on
 * the same graph) instead of torn down and drawn again. Either way it carries data-chart-deferred
 * until it shows the data it was given.
 */
export function StaggeredChart({ deferred, ...chart }: WidthFollowingChartProps & { deferred: boolean }) {
  const [box, seen] = useSeen<HTMLDivElement>();
  const drawn = useRef<WidthFollowingChartProps | null>(null);
  if (!deferred && seen) drawn.current = chart;
  const shown = drawn.current;
  // The same element in every state, so the observer keeps watching the box the chart is drawn into.
  if (!shown) return <div ref={box} data-chart-deferred={seen ? '' : undefined} data-chart-unseen={seen ? undefined : ''} style={{ height: chart.layout.height }} />;
  return (
    <div ref={box} data-chart-deferred={deferred ? '' : undefined}>
      <WidthFollowingChart {...shown} />
    </div>
  );
}
