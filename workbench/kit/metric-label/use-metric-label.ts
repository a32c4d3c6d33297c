import { useMemo } from 'react';
import { metricLabel } from '../../../core/metrics';
import type { MetricKey } from '../../../core/model';
import { SessionStore } from '../../api/session';
import { useService } from '../../api/use-service';

/**
 * The company's label for a metric (its override in the profile's metric names, else the default).
 * A missing override only logs an error (document 1 §8), once per metric and screen, not per render.
 * Call it inside an observer: the names are read from the current session.
 */
export function useMetricLabel(): (metric: MetricKey) => string {
  const names = useService<SessionStore>(SessionStore).current?.profile.metric_names;
  return useMemo(() => {
    const logged = new Set<MetricKey>();
    const error = (metric: MetricKey) => (message: string) => {
      if (logged.has(metric)) return;
      logged.add(metric);
      console.error(message);
    };
    return (metric: MetricKey) => metricLabel(metric, names, { error: error(metric) });
  }, [names]);
}
