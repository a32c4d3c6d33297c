import type { MetricNames } from '../model';
import { METRIC_CATALOGUE, type MetricKey } from './metric-catalogue';
import type { MetricDefinition } from './metric-definition';
import type { ErrorLogger } from './logger';

/** The built-in label of each metric key of a catalogue. */
export function catalogueLabels<K extends string>(catalogue: readonly MetricDefinition<K>[]): Readonly<Record<K, string>> {
  return Object.freeze(Object.fromEntries(catalogue.map((d) => [d.key, d.label])) as Record<K, string>);
}

/** Built-in labels of the metric keys (document 1, section 3), from the metric catalogue. */
export const DEFAULT_METRIC_LABELS: Readonly<Record<MetricKey, string>> = catalogueLabels(METRIC_CATALOGUE);

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
