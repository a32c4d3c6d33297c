import { metricDefinition } from '../metrics/metric-catalogue';
import { metricStatus, type MetricStatus, type MetricThresholdSetup } from '../metrics/metric-status';
import { formatHms } from './format-hms';
import { toEpochMs } from './instant';
import { oeeMetrics, sumTotals, ZERO_TOTALS, type ProductionTotals } from './oee';
import { averageWindowMs, goalPerHour, TIMELINE_BUCKET_MS, timelineBucketStart, timelineState, trailingAverage, type TimelineState } from './timeline';

/** A result row of the machine for the day (bigbrain_resentity through the tumor call). */
export type MachineResultRow = ProductionTotals & { shift_key: string };

/** A schedule result (bigbrain_resschedule) with its schedule's part, operation and shift. */
export interface MachineScheduleRow {
  goal_pps: number;
  scheduled_secs: number;
  scheduled_quantity: number;
  units_produced: number;
  schedule: { part_name: string; operation: string; shift_key: string };
}

/** A 15-minute count (bigbrain_restime). */
export interface MachineTimeRow {
  timestamp: string;
  units_produced: number;
  part_name: string | null;
  operation: string | null;
  shift_key: string;
}

export interface MachineDashboardInput {
  results: readonly MachineResultRow[];
  schedules: readonly MachineScheduleRow[];
  times: readonly MachineTimeRow[];
  /** Upper-cased shift, or null when shifts are combined (the SUMMARY row). */
  shift: string | null;
  task: { part: string | null; op: string | null };
  /** Timeline average window in 15-minute steps. */
  averageSteps: number;
  /** The company's Metric Setup thresholds by metric; a metric without any takes document 2 §9's bands. */
  thresholds?: Partial<Record<string, MetricThresholdSetup>>;
}

export interface DoughnutValue {
  key: 'EFFICIENCY' | 'PERFORMANCE' | 'AVAILABILITY' | 'QUALITY';
  label: string;
  value: number;
  /** From the one colour rule (core/metrics/metric-status) and the company's thresholds. */
  colour: MetricStatus;
  /** The status in words beside the colour, with the above-100 % performance reason. */
  statusText: string;
  aboveIdeal: boolean;
}

/** The metrics whose seconds the Loss Seconds chart shows. */
export type LossMetric = 'SPEED_LOSS' | 'SCRAP_LOSS' | 'PLANNED_DOWN' | 'UNPLANNED_DOWN';

export interface TimelineBucket {
  start: number;
  units: number;
  average: number;
  state: TimelineState;
}

export interface MachineDashboardView {
  doughnuts: DoughnutValue[];
  counts: { good: number; scrap: number; reject: number; rework: number; produced: number };
  goalVsActual: { goal: number; actual: number };
  timeDetail: Array<{ label: string; secs: number; text: string }>;
  lossSeconds: Array<{ key: LossMetric; label: string; secs: number }>;
  timeline: TimelineBucket[];
  /** Goal per 15-minute bucket (goal_pps x 900), for the timeline's goal line. */
  goalPerBucket: number;
  partsPerHour: Array<{ start: number; units: number }>;
  goalPerHour: number;
  goalPps: number;
  hasSchedules: boolean;
  /** False when the machine has no result for the day and shift (it did not run): the screen says so instead of drawing zeros. */
  hasResults: boolean;
  /** The part and task (operation) choices of the Tasks picker. */
  parts: string[];
  operations: string[];
}

const HOUR_MS = 3_600_000;

/**
 * Everything the machine dashboard draws (document 2 §4 Machine dashboard, §9 Timeline and Gauges),
 * from the rows of one machine and day: run in a Web Worker so the page stays responsive.
 * The doughnuts and counts come from the result rows (summed seconds and counts, core/oee);
 * Goal vs Actual, the goal rate and the task choices from the schedules; the timeline and parts
 * per hour from the 15-minute counts, narrowed to the chosen part and task.
 */
export function machineDashboardView(input: MachineDashboardInput): MachineDashboardView {
  const rows = input.results.filter((r) => (input.shift ? r.shift_key.toUpperCase() === input.shift : r.shift_key === 'SUMMARY'));
  const totals = rows.length ? sumTotals(rows) : ZERO_TOTALS;
  const m = oeeMetrics(totals);
  const doughnut = (key: DoughnutValue['key'], value: number): DoughnutValue => {
    const s = metricStatus(key, value * 100, input.thresholds?.[key]);
    return { key, label: metricDefinition(key).label, value, colour: s.status, statusText: s.text, aboveIdeal: s.aboveIdeal };
  };
  const label = (key: LossMetric) => metricDefinition(key).label;
  const loss = (key: LossMetric, secs: number) => ({ key, label: label(key), secs });

  const inShift = <T extends { shift_key: string }>(r: T) => !input.shift || r.shift_key.toUpperCase() === input.shift;
  const shiftSchedules = input.schedules.filter((s) => inShift(s.schedule));
  const parts = [...new Set(shiftSchedules.map((s) => s.schedule.part_name))].sort();
  const operations = [...new Set(shiftSchedules.filter((s) => !input.task.part || s.schedule.part_name === input.task.part).map((s) => s.schedule.operation))].sort();
  const taskMatch = (part: string | null, op: string | null) => (!input.task.part || part === input.task.part) && (!input.task.op || op === input.task.op);
  const schedules = shiftSchedules.filter((s) => taskMatch(s.schedule.part_name, s.schedule.operation));

  // goal_pps averaged weighted by scheduled_secs (document 2 §9).
  const weight = schedules.reduce((a, s) => a + s.scheduled_secs, 0);
  const goalPps = weight > 0 ? schedules.reduce((a, s) => a + s.goal_pps * s.scheduled_secs, 0) / weight : 0;
  const goalPerBucket = goalPps * (TIMELINE_BUCKET_MS / 1000);

  const buckets = new Map<number, number>();
  const hours = new Map<number, number>();
  for (const t of input.times) {
    if (!inShift(t) || !taskMatch(t.part_name, t.operation)) continue;
    const start = timelineBucketStart(t.timestamp);
    const units = Number(t.units_produced);
    buckets.set(start, (buckets.get(start) ?? 0) + units);
    const hour = Math.floor(toEpochMs(t.timestamp) / HOUR_MS) * HOUR_MS;
    hours.set(hour, (hours.get(hour) ?? 0) + units);
  }
  const points = [...buckets.entries()].sort(([a], [b]) => a - b).map(([start, value]) => ({ start, value }));
  averageWindowMs(input.averageSteps); // validates the window
  const averages = trailingAverage(points, input.averageSteps);

  return {
    doughnuts: [
      doughnut('EFFICIENCY', m.efficiency),
      doughnut('PERFORMANCE', m.performance),
      doughnut('AVAILABILITY', m.availability),
      doughnut('QUALITY', m.quality),
    ],
    counts: { good: m.units_good, scrap: totals.units_scrapped, reject: totals.units_rejected, rework: totals.units_reworked, produced: totals.units_produced },
    goalVsActual: { goal: schedules.reduce((a, s) => a + Number(s.scheduled_quantity), 0), actual: schedules.reduce((a, s) => a + Number(s.units_produced), 0) },
    timeDetail: [
      ['Available', m.available_secs],
      ['Operating', m.operating_secs],
      [label('SPEED_LOSS'), m.speed_loss_secs],
      [label('SCRAP_LOSS'), m.scrap_loss_secs],
      [label('UNPLANNED_DOWN'), totals.unplanned_down_secs],
    ].map(([label, secs]) => ({ label: label as string, secs: secs as number, text: formatHms(secs as number) })),
    lossSeconds: [
      loss('PLANNED_DOWN', totals.planned_down_secs),
      loss('UNPLANNED_DOWN', totals.unplanned_down_secs),
      loss('SPEED_LOSS', m.speed_loss_secs),
      loss('SCRAP_LOSS', m.scrap_loss_secs),
    ],
    timeline: points.map((p, i) => ({ start: p.start, units: p.value, average: averages[i]!.value, state: timelineState(averages[i]!.value, goalPerBucket) })),
    goalPerBucket,
    partsPerHour: [...hours.entries()].sort(([a], [b]) => a - b).map(([start, units]) => ({ start, units })),
    goalPerHour: goalPerHour(goalPps),
    goalPps,
    hasSchedules: input.schedules.length > 0,
    hasResults: rows.length > 0,
    parts,
    operations,
  };
}
