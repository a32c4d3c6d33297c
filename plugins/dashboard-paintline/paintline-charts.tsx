import { observer } from 'mobx-react-lite';
import { PAINT_EVENT_STYLES, PAINT_YIELD_TARGET } from '../../core/oee';
import { WidthFollowingChart } from '../../workbench/kit/charts/plotly-chart';
import { chartLayout } from '../../workbench/kit/charts/chart-theme';
import type { PaintlineDay } from './paintline.view-model';
import { paintlineIds } from './test-ids';

const S = PAINT_EVENT_STYLES;
const pct = (n: number) => Math.round(n * 100) / 100;

function targetLine(dates: string[], yaxis?: string) {
  return { x: dates, y: dates.map(() => PAINT_YIELD_TARGET), type: 'scatter', mode: 'lines', name: `Yield target ${PAINT_YIELD_TARGET} %`, line: { color: '#f59e0b', dash: 'dash' }, ...(yaxis ? { yaxis } : {}) };
}

/** Bars per outcome (colours and labels of document 3 §9) and the yield on a 0..100 % axis with its 80 % target. */
export const PaintlineBarsChart = observer(function PaintlineBarsChart({ days }: { days: PaintlineDay[] }) {
  const x = days.map((d) => d.date);
  const base = chartLayout('Painted parts and yield', false, 380);
  const layout = {
    ...base,
    barmode: 'stack',
    yaxis: { ...(base.yaxis as object), title: { text: 'Parts' } },
    // Whole tens of percent: left to itself Plotly lines these ticks up with the parts axis (15.8 %, 31.5 % ...).
    yaxis2: { overlaying: 'y', side: 'right', range: [0, 100], tickmode: 'linear', tick0: 0, dtick: 20, ticksuffix: ' %', showgrid: false, automargin: true, title: { text: 'Yield' } },
  };
  const data = [
    { x, y: days.map((d) => d.PROD), type: 'bar', name: S.PROD.label, marker: { color: S.PROD.colour } },
    { x, y: days.map((d) => d.RJCT), type: 'bar', name: S.RJCT.label, marker: { color: S.RJCT.colour } },
    { x, y: days.map((d) => d.SCRP + d.RWRK), type: 'bar', name: S.SCRP.label, marker: { color: S.SCRP.colour } },
    { x, y: days.map((d) => d.DOWN), type: 'bar', name: `${S.DOWN.label} (stops)`, marker: { color: S.DOWN.colour } },
    { x, y: days.map((d) => pct(d.assembly)), type: 'scatter', mode: 'lines+markers', name: 'Yield', yaxis: 'y2', line: { color: '#60a5fa' } },
    targetLine(x, 'y2'),
  ];
  return (
    <figure className="paintline-chart" data-testid={paintlineIds.barsChart} aria-label="Painted parts per day by outcome, with the yield and its 80 % target">
      <WidthFollowingChart data={data} layout={layout} />
    </figure>
  );
});

/** Each outcome's percentage and the estimated yield (assembly + 0.9 x polish); the axis stops at 100. */
export const PaintlinePercentChart = observer(function PaintlinePercentChart({ days }: { days: PaintlineDay[] }) {
  const x = days.map((d) => d.date);
  const data = [
    { x, y: days.map((d) => pct(d.assembly)), type: 'scatter', mode: 'lines+markers', name: `${S.PROD.label} %`, line: { color: S.PROD.colour } },
    { x, y: days.map((d) => pct(d.polish)), type: 'scatter', mode: 'lines+markers', name: `${S.RJCT.label} %`, line: { color: S.RJCT.colour } },
    { x, y: days.map((d) => pct(d.fallout)), type: 'scatter', mode: 'lines+markers', name: `${S.SCRP.label} %`, line: { color: S.SCRP.colour } },
    { x, y: days.map((d) => pct(d.estimatedYield)), type: 'scatter', mode: 'lines+markers', name: 'Estimated yield %', line: { color: '#60a5fa', width: 3 } },
    targetLine(x),
  ];
  return (
    <figure className="paintline-chart" data-testid={paintlineIds.percentChart} aria-label="Outcome percentages per day with the estimated yield and its 80 % target">
      <WidthFollowingChart data={data} layout={chartLayout('Outcome percentages', true, 380)} />
    </figure>
  );
});
