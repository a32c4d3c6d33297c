import { WidthFollowingChart, type WidthFollowingChartProps } from '../../workbench/kit/charts/plotly-chart';

/**
 * The chart, or while `deferred` its box at the chart's height without Plotly: the side charts and the
 * machine dashboard's charts are drawn one a task after the numbers (drawn in one go, a dashboard's
 * charts held its numbers and a day change for about a second, issue 39).
 */
export function StaggeredChart({ deferred, ...chart }: WidthFollowingChartProps & { deferred: boolean }) {
  return deferred ? <div data-chart-deferred style={{ height: chart.layout.height }} /> : <WidthFollowingChart {...chart} />;
}
