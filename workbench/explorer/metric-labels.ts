import type { MetricKey, MetricNames } from '../../core/model';
import { metricLabel, type ErrorLogger } from '../../core/metrics';

/**
 * Labels with the company's overrides. A missing override is logged once per key (the spec says
 * it only logs an error), not on every render.
 */
export function labelsFor(names: MetricNames | undefined, logger: ErrorLogger = console): (key: MetricKey) => string {
  const logged = new Set<string>();
  const onceLogger: ErrorLogger = {
    error: (message) => {
      if (!logged.has(message)) logger.error(message);
      logged.add(message);
    },
  };
  return (key) => metricLabel(key, names, onceLogger);
}
