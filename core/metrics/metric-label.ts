import type { MetricKey, MetricNames } from '../model';
import type { ErrorLogger } from './logger';

/** Built-in labels of the metric keys (document 1, section 1). */
export const DEFAULT_METRIC_LABELS: Readonly<Record<MetricKey, string>> = Object.freeze({
  EFFICIENCY: 'Efficiency',
  PERFORMANCE: 'Performance',
  AVAILABILITY: 'Availability',
  QUALITY: 'Quality',
  SCRAP_LOSS: 'Scrap Loss',
  SPEED_LOSS: 'Speed Loss',
  PLANNED_DOWN: 'Planned Down',
  UNPLANNED_DOWN: 'Unplanned Down',
  PRODUCTION: 'Production',
  SCRAP: 'Scrap',
  REJECT: 'Reject',
  REWORK: 'Rework',
  GOOD: 'Good',
});

/**
 * The label a user sees for a metric: the company's override from the profile's metric_names,
 * else the built-in label. A missing override only logs an error (document 1, section 8).
 */
export function metricLabel(key: MetricKey, metricNames: Pick<MetricNames, 'overrides'> | undefined, logger: ErrorLogger): string {
  const override = metricNames?.overrides[key]?.trim();
  if (override) return override;
  logger.error(`No metric label override for ${key}; showing '${DEFAULT_METRIC_LABELS[key]}'.`);
  return DEFAULT_METRIC_LABELS[key];
}
