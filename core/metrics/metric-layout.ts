import type { MetricKey } from '../model';
import { METRIC_THRESHOLD_DEFAULTS } from './thresholds';

/** GET /v1/metric_setup/ result row (document 1, section 3). */
export interface MetricSetupRecord {
  metric_key: MetricKey;
  danger_min: number;
  caution_min: number;
  standard_min: number;
  /** Passed through to charts; its values are the server's business, so any scalar is accepted. */
  danger_state: DangerState;
  stacked_bar: boolean;
}

export type DangerState = string | number | boolean | null;

/** The three mutually exclusive ways a metric is shown on a map card. */
export const DISPLAY_MODE_KINDS = ['report', 'gauge', 'check'] as const;
export type DisplayModeKind = (typeof DISPLAY_MODE_KINDS)[number];

/**
 * How one metric is displayed. report, gauge, check, checkThreshold, red and yellow belong to
 * the user; green, danger_state and stacked_bar come from the server's metric setup.
 */
export interface MetricDisplayMode {
  report: boolean;
  gauge: boolean;
  check: boolean;
  checkThreshold: number;
  red: number;
  yellow: number;
  green: number;
  danger_state: DangerState;
  stacked_bar: boolean;
}

/** The metric layout kept in navigation state: the visible metrics in the user's order. */
export interface MetricLayout {
  rev: number;
  name: string;
  metrics: MetricKey[];
  display_modes: Partial<Record<MetricKey, MetricDisplayMode>>;
}

/** The display mode of a metric seen for the first time: shown as a report, default thresholds. */
export function defaultDisplayMode(setup?: Pick<MetricSetupRecord, 'standard_min' | 'danger_state' | 'stacked_bar'>): MetricDisplayMode {
  return {
    report: true,
    gauge: false,
    check: false,
    checkThreshold: METRIC_THRESHOLD_DEFAULTS.checkThreshold,
    red: METRIC_THRESHOLD_DEFAULTS.red,
    yellow: METRIC_THRESHOLD_DEFAULTS.yellow,
    ...serverOwnedFields(setup),
  };
}

/** The fields of a display mode that the server owns and a refresh always takes over. */
export function serverOwnedFields(
  setup?: Pick<MetricSetupRecord, 'standard_min' | 'danger_state' | 'stacked_bar'>,
): Pick<MetricDisplayMode, 'green' | 'danger_state' | 'stacked_bar'> {
  return {
    green: typeof setup?.standard_min === 'number' && Number.isFinite(setup.standard_min) ? setup.standard_min : METRIC_THRESHOLD_DEFAULTS.green,
    danger_state: setup?.danger_state ?? null,
    stacked_bar: setup?.stacked_bar ?? false,
  };
}

/**
 * A layout as stored in navigation state or a preset: the server-owned fields may be missing
 * (older presets) since every refresh fills them in again.
 */
export interface StoredMetricDisplayMode extends Omit<MetricDisplayMode, 'green' | 'danger_state' | 'stacked_bar'> {
  green?: number;
  danger_state?: DangerState;
  stacked_bar?: boolean | null;
}

export interface StoredMetricLayout {
  rev: number;
  name: string;
  metrics: MetricKey[];
  display_modes: Partial<Record<MetricKey, StoredMetricDisplayMode>>;
}

export const DEFAULT_METRIC_LAYOUT_NAME = 'default';
