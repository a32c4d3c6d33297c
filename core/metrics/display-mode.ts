import type { MetricKey } from '../model';
import { DISPLAY_MODE_KINDS, type DisplayModeKind, type StoredMetricDisplayMode, type StoredMetricLayout } from './metric-layout';
import { assertThreshold } from './thresholds';

/** Which of report, gauge and check a metric is shown as, if any. */
export function displayModeKind(mode: Pick<StoredMetricDisplayMode, DisplayModeKind>): DisplayModeKind | undefined {
  return DISPLAY_MODE_KINDS.find((k) => mode[k]);
}

/** Shows a metric as report, gauge or check; the three are mutually exclusive (document 1, section 4). */
export function setDisplayMode<L extends StoredMetricLayout>(layout: L, metric: MetricKey, kind: DisplayModeKind): L {
  if (!DISPLAY_MODE_KINDS.includes(kind)) {
    throw new TypeError(`Unknown display mode '${String(kind)}': expected one of ${DISPLAY_MODE_KINDS.join(', ')}.`);
  }
  const mode = modeOf(layout, metric);
  return withMode(layout, metric, { ...mode, report: kind === 'report', gauge: kind === 'gauge', check: kind === 'check' });
}

export interface ThresholdInput {
  red?: number;
  yellow?: number;
  checkThreshold?: number;
}

/**
 * Stores the thresholds typed in a metric's settings dialog. Each must lie between 0 and 100
 * (document 1, section 5); any bad value rejects the whole input and the layout stays as it was.
 */
export function setThresholds<L extends StoredMetricLayout>(layout: L, metric: MetricKey, input: ThresholdInput): L {
  const mode = modeOf(layout, metric);
  const next = { ...mode };
  if (input.red !== undefined) next.red = assertThreshold('Red', input.red);
  if (input.yellow !== undefined) next.yellow = assertThreshold('Yellow', input.yellow);
  if (input.checkThreshold !== undefined) next.checkThreshold = assertThreshold('Check', input.checkThreshold);
  return withMode(layout, metric, next);
}

function modeOf<L extends StoredMetricLayout>(layout: L, metric: MetricKey): NonNullable<L['display_modes'][MetricKey]> {
  const mode = layout.display_modes[metric];
  if (!layout.metrics.includes(metric) || !mode) {
    throw new RangeError(`Metric ${metric} is not in the metric layout '${layout.name}'.`);
  }
  return mode as NonNullable<L['display_modes'][MetricKey]>;
}

function withMode<L extends StoredMetricLayout>(layout: L, metric: MetricKey, mode: StoredMetricDisplayMode): L {
  return { ...layout, display_modes: { ...layout.display_modes, [metric]: mode } };
}
