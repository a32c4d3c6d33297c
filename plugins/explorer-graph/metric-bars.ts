import { METRIC_STATUS_HEX, metricStatus, metricTarget, type MetricThresholds } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import { formatMetric } from '../../core/oee';
import { targetLineLayout } from '../../workbench/kit/charts/chart-theme';

/** The label over a bar whose performance is above 100 % (its hover and the data table give the reason in words). */
export const ABOVE_IDEAL_LABEL = '⚠ over 100 %';

export interface BarStatuses {
  /** Each bar's fill by the one colour rule (core metricStatus); null while the thresholds load or where no rule applies. */
  colours: string[] | null;
  /** Each bar's status in words ('Danger', 'Good; above 100 %: ...'), '' without a status. */
  words: string[];
  /** ABOVE_IDEAL_LABEL over a performance bar above 100 %, else ''. */
  labels: string[];
}

/**
 * A graph's bars by Metric Setup's thresholds for the metric (document 2 §9's bands where the
 * company set none). A metric with no rule (a count without thresholds) keeps its series colour;
 * null thresholds (not read yet) colour nothing, so no bar flashes a default colour first.
 */
export function barStatuses(metric: MetricKey, values: readonly number[], thresholds: MetricThresholds | null): BarStatuses {
  const results = values.map((v) => metricStatus(metric, v, thresholds?.[metric]));
  const ruled = thresholds !== null && results.some((r) => r.status !== 'none');
  return {
    colours: ruled ? results.map((r) => METRIC_STATUS_HEX[r.status]) : null,
    words: results.map((r) => (thresholds === null ? '' : r.text)),
    labels: results.map((r) => (r.aboveIdeal ? ABOVE_IDEAL_LABEL : '')),
  };
}

/** The target line of a metric's chart: Metric Setup's standard minimum, none while loading or unset. */
export function metricTargetOf(metric: MetricKey, thresholds: MetricThresholds | null): number | null {
  return thresholds === null ? null : metricTarget(thresholds[metric]);
}

/** A chart layout's target line for the metric ('Target 95.00 %'), or nothing without a target. */
export function metricTargetLayout(metric: MetricKey, thresholds: MetricThresholds | null): Record<string, unknown> {
  const target = metricTargetOf(metric, thresholds);
  return targetLineLayout(target, target === null ? '' : `Target ${formatMetric(target, metric)}`);
}

/**
 * The top of a percent chart's value axis: 100, or above the highest bar when a performance beats
 * its ideal rate, so that bar and its label are not cut off at 100.
 */
export function percentAxisTop(values: readonly number[]): number {
  const highest = Math.max(0, ...values);
  return highest > 100 ? Math.ceil((highest * 1.1) / 10) * 10 : 100;
}
