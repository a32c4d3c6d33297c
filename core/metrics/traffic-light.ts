import { clampPercent, METRIC_THRESHOLD_DEFAULTS } from './thresholds';

export type TrafficLight = 'red' | 'yellow' | 'green';

/** Screen colours of the three zones, shared by gauges, map cards and the 3D map. */
export const TRAFFIC_LIGHT_HEX: Readonly<Record<TrafficLight, string>> = { red: '#ef4444', yellow: '#eab308', green: '#22c55e' };

/** The zones from the one that needs attention most. */
export const TRAFFIC_LIGHTS_WORST_FIRST: readonly TrafficLight[] = ['red', 'yellow', 'green'];

/** The worst of some zones (red before yellow before green); null when there is none. */
export function worstTrafficLight(zones: ReadonlyArray<TrafficLight | null | undefined>): TrafficLight | null {
  return TRAFFIC_LIGHTS_WORST_FIRST.find((z) => zones.includes(z)) ?? null;
}

/**
 * Colour of a gauge (document 2, section 9): the value and thresholds are clamped to 0..100, then
 * red below the red threshold, yellow below the yellow threshold, else green.
 */
export function gaugeColour(
  value: number,
  red: number = METRIC_THRESHOLD_DEFAULTS.red,
  yellow: number = METRIC_THRESHOLD_DEFAULTS.yellow,
): TrafficLight {
  const v = clampPercent(value);
  if (v < clampPercent(red)) return 'red';
  if (v < clampPercent(yellow)) return 'yellow';
  return 'green';
}

/** A check-type metric passes when its fraction times 100 reaches the threshold (document 2, section 9). */
export function checkPasses(value: number, threshold: number = METRIC_THRESHOLD_DEFAULTS.checkThreshold): boolean {
  return value * 100 >= threshold;
}

/** Efficiency colour of a fraction: up to 0.5 red, above 0.5 to 0.7 yellow, above 0.7 green. */
export function efficiencyColour(value: number): TrafficLight {
  if (Number.isNaN(value) || value <= 0.5) return 'red';
  if (value <= 0.7) return 'yellow';
  return 'green';
}

/**
 * KPI gauge zone (document 3, section 4): below red is red, from red to below yellow is yellow,
 * at or above yellow is green. Unlike gaugeColour the value is not clamped: a KPI value is a
 * percentage of its target and may exceed 100.
 */
export function kpiGaugeZone(value: number, red: number, yellow: number): TrafficLight {
  if (Number.isNaN(value) || value < red) return 'red';
  if (value < yellow) return 'yellow';
  return 'green';
}
