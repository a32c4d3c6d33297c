import { DateTime } from 'luxon';
import { memo } from 'react';
import { formatHoursMinutes, type DoughnutValue, type MachineDashboardView } from '../../../core/oee';
import { METRIC_STATUS_HEX, metricColour } from '../../../core/metrics';
import { chartLayout } from '../../../workbench/kit/charts/chart-theme';
import { hoursMinutesAxis } from '../../../workbench/kit/charts/duration-axis';
import { StaggeredChart } from '../staggered-chart';
import { machineIds } from './test-ids';

const REST = '#3f3f46';
const PROD = '#22c55e';
const SLOW = '#eab308';
const GOAL = '#f4f4f5';

export const percentText = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;

// Memoised, as the graph's charts are: the dashboard renders again for each chart let in (one a task),
// and a chart handed new arrays of the same figure is drawn again by react-plotly.js.

/** The Efficiency doughnut or a Performance, Availability or Quality pie, coloured by the metric's Metric Setup thresholds (core metricStatus). */
export const RatioPie = memo(function RatioPie({ value, doughnut, deferred = false }: { value: DoughnutValue; doughnut: boolean; deferred?: boolean }) {
  const shown = Math.min(1, Math.max(0, value.value));
  return (
    <figure className="machine-card machine-pie" aria-label={`${value.label} ${percentText(value.value)} ${value.statusText}`.trim()}>
      <figcaption>{value.label}</figcaption>
      <StaggeredChart
        deferred={deferred}
        data={[
          {
            type: 'pie',
            values: [shown, 1 - shown],
            hole: doughnut ? 0.62 : 0,
            sort: false,
            direction: 'clockwise',
            textinfo: 'none',
            hoverinfo: 'skip',
            marker: { colors: [METRIC_STATUS_HEX[value.colour], REST], line: { color: '#18181b', width: 1 } },
          },
        ]}
        layout={{ height: 150, margin: { l: 4, r: 4, t: 4, b: 4 }, showlegend: false, paper_bgcolor: 'rgba(0,0,0,0)' }}
        config={{ staticPlot: true }}
      />
      <strong className={`machine-pie-value light-${value.colour}`} data-testid={machineIds.ratio(value.key)} data-status={value.colour} title={value.statusText}>
        {percentText(value.value)}
      </strong>
      {value.statusText && (
        <small className={`machine-pie-status${value.aboveIdeal ? ' above-ideal' : ''}`} data-testid={machineIds.ratioStatus(value.key)}>
          {value.statusText}
        </small>
      )}
    </figure>
  );
});

/** Room for the h:mm title and its labels on the left, two lines of names below: what automargin made (issue 39). */
const LOSS_MARGIN = { l: 52, r: 12, t: 36, b: 44 };

/**
 * The losses' names a word a line ('Unplanned' over 'Down'): on one line they overlapped in the card's
 * width, Plotly turned them and its automargin drew the chart again, twice, to fit them (issue 39).
 * A card too narrow even for these (under about 300 px) still gets them turned.
 */
function lossAxis(view: MachineDashboardView): Record<string, unknown> {
  const names = view.lossSeconds.map((l) => l.label);
  return { ...(chartLayout('', false, 0).xaxis as object), tickmode: 'array', tickvals: names, ticktext: names.map((n) => n.replace(' ', '<br>')) };
}

/** 'Loss Seconds': where the scheduled time went, one bar per loss. */
export const LossSecondsChart = memo(function LossSecondsChart({ view, height, deferred = false }: { view: MachineDashboardView; height: number; deferred?: boolean }) {
  // Read in hours and minutes (issue 35 point 6); the spec's title stays.
  const summary = view.lossSeconds.map((l) => `${l.label} ${formatHoursMinutes(l.secs)}`).join('; ');
  const axis = hoursMinutesAxis(Math.max(0, ...view.lossSeconds.map((l) => l.secs)));
  return (
    <figure className="machine-card" aria-label={`Loss Seconds. ${summary}`}>
      <StaggeredChart
        deferred={deferred}
        data={[{ type: 'bar', x: view.lossSeconds.map((l) => l.label), y: view.lossSeconds.map((l) => Math.round(l.secs)), marker: { color: view.lossSeconds.map((l) => metricColour(l.key)) }, customdata: view.lossSeconds.map((l) => formatHoursMinutes(l.secs)), hovertemplate: '%{x}: %{customdata} (h:mm)<extra></extra>' }]}
        layout={{ ...chartLayout('Loss Seconds', false, height), showlegend: false, margin: LOSS_MARGIN, xaxis: lossAxis(view), yaxis: { ...(chartLayout('', false, height).yaxis as object), tickmode: 'array', ...axis } }}
      />
    </figure>
  );
});

const clock = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).toFormat('HH:mm');

/** 'Timeline': units per 15-minute bucket, green when producing and yellow when slow, with the trailing average and the goal. */
export const TimelineChart = memo(function TimelineChart({ view, zone, height, deferred = false }: { view: MachineDashboardView; zone: string; height: number; deferred?: boolean }) {
  const x = view.timeline.map((b) => clock(b.start, zone));
  const slow = view.timeline.filter((b) => b.state === 'slow').length;
  const data: Array<Record<string, unknown>> = [
    { type: 'bar', name: 'Units', x, y: view.timeline.map((b) => b.units), marker: { color: view.timeline.map((b) => (b.state === 'prod' ? PROD : SLOW)) }, hovertemplate: '%{x}: %{y:,} units<extra></extra>' },
    { type: 'scatter', mode: 'lines', name: 'Average', x, y: view.timeline.map((b) => Number(b.average.toFixed(1))), line: { color: '#60a5fa', width: 2 } },
  ];
  if (view.goalPerBucket > 0) data.push({ type: 'scatter', mode: 'lines', name: 'Goal', x, y: x.map(() => Number(view.goalPerBucket.toFixed(1))), line: { color: GOAL, dash: 'dot', width: 1 } });
  return (
    <figure className="machine-card" aria-label={`Timeline: ${view.timeline.length} quarter hours, ${slow} of them slow`}>
      <StaggeredChart deferred={deferred} data={data} layout={chartLayout('Timeline', false, height)} />
    </figure>
  );
});

/** 'Parts Per Hour' against the goal per hour (goal_pps x 3600). */
export const PartsPerHourChart = memo(function PartsPerHourChart({ view, zone, height, deferred = false }: { view: MachineDashboardView; zone: string; height: number; deferred?: boolean }) {
  const x = view.partsPerHour.map((h) => clock(h.start, zone));
  const data: Array<Record<string, unknown>> = [{ type: 'bar', name: 'Parts', x, y: view.partsPerHour.map((h) => h.units), marker: { color: '#3b82f6' }, hovertemplate: '%{x}: %{y:,} parts<extra></extra>' }];
  if (view.goalPerHour > 0) data.push({ type: 'scatter', mode: 'lines', name: 'Goal per hour', x, y: x.map(() => Math.round(view.goalPerHour)), line: { color: GOAL, dash: 'dot', width: 1 } });
  return (
    <figure className="machine-card" aria-label={`Parts Per Hour: ${view.partsPerHour.map((h) => h.units).join(', ')}`}>
      <StaggeredChart deferred={deferred} data={data} layout={chartLayout('Parts Per Hour', false, height)} />
    </figure>
  );
});
