import { metricDefinition, type MetricKey } from './metric-catalogue';
import type { MetricSetupRecord } from './metric-layout';
import { TRAFFIC_LIGHT_HEX, type TrafficLight } from './traffic-light';

/** A metric value's status: a traffic light, or none where no rule applies (counts without thresholds). */
export type MetricStatus = TrafficLight | 'none';

/** The thresholds a company set for a metric in Metric Setup (GET /v1/metric_setup/), in percent. */
export type MetricThresholdSetup = Pick<MetricSetupRecord, 'danger_min' | 'caution_min' | 'standard_min' | 'danger_state'>;

/** Screen colour of a status; a value without a status is drawn neutral grey. */
export const METRIC_STATUS_HEX: Readonly<Record<MetricStatus, string>> = { ...TRAFFIC_LIGHT_HEX, none: '#a1a1aa' };

/** Why a performance above 100 % is flagged wherever it is shown or exported. */
export const ABOVE_IDEAL_REASON = 'above 100 %: the ideal rate is lower than the machine runs';

export interface MetricStatusResult {
  status: MetricStatus;
  /** Performance above 100 %: the machine beats its ideal rate, so the rate is wrong. */
  aboveIdeal: boolean;
  /** The status in words, beside the colour (colour alone is not accessible). */
  text: string;
}

/** Document 2 §9's fixed efficiency bands on a percentage: up to 50 red, above 50 to 70 yellow, above 70 green. */
function efficiencyBand(percent: number): TrafficLight {
  if (Number.isNaN(percent) || percent <= 50) return 'red';
  if (percent <= 70) return 'yellow';
  return 'green';
}

/** Metric Setup's rule: BELOW (low is bad) red under danger_min, yellow under caution_min; ABOVE mirrors it. */
function thresholdBand(value: number, t: MetricThresholdSetup): TrafficLight {
  if (Number.isNaN(value)) return 'red';
  if (String(t.danger_state).toUpperCase() === 'ABOVE') {
    if (value > t.danger_min) return 'red';
    if (value > t.caution_min) return 'yellow';
    return 'green';
  }
  if (value < t.danger_min) return 'red';
  if (value < t.caution_min) return 'yellow';
  return 'green';
}

const unset = (t: MetricThresholdSetup | undefined): t is undefined => !t || (t.danger_min === 0 && t.caution_min === 0 && t.standard_min === 0);

/**
 * The one colour rule every red/yellow/green of the product reads (issue 33 point 2): a metric's value
 * (a percentage 0..100 for rates and losses, units for counts) against the company's Metric Setup
 * thresholds. Where the company set none, a rate (low is bad) takes document 2 §9's fixed efficiency
 * bands and any other metric has no status, since no rule says what is good.
 */
export function metricStatus(key: MetricKey, value: number, thresholds?: MetricThresholdSetup): MetricStatusResult {
  const def = metricDefinition(key);
  const aboveIdeal = key === 'PERFORMANCE' && value > 100;
  let status: MetricStatus;
  if (!unset(thresholds)) status = thresholdBand(value, thresholds);
  else if (def.kind === 'percent' && def.setup.danger_state === 'BELOW') status = efficiencyBand(value);
  else status = 'none';
  const word = status === 'none' ? '' : { red: 'Danger', yellow: 'Caution', green: 'Good' }[status];
  return { status, aboveIdeal, text: [word, aboveIdeal ? ABOVE_IDEAL_REASON : ''].filter(Boolean).join('; ') };
}

/** A Plotly target line's value: Metric Setup's standard minimum (the value the metric should reach), or none when unset. */
export function metricTarget(thresholds?: MetricThresholdSetup): number | null {
  return unset(thresholds) ? null : thresholds.standard_min;
}

/** Thresholds by metric key from GET /v1/metric_setup/'s records. */
export function thresholdsByMetric(records: readonly MetricSetupRecord[]): Partial<Record<string, MetricThresholdSetup>> {
  return Object.fromEntries(records.map((r) => [r.metric_key, r]));
}
