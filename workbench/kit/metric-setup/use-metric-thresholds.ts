import { useEffect, useState } from 'react';
import type { MetricThresholds } from '../../../core/metrics';
import { HttpClient } from '../../api/http-client';
import { useContainer } from '../../api/use-service';
import { fetchMetricThresholds } from './fetch-metric-setup';

/**
 * The company's Metric Setup thresholds for a screen that colours metric values (graph bars, report
 * cells): null until they are in. A failed read is logged and gives {}, so document 2 §9's bands
 * apply rather than no colour at all. `wanted` false (a table without metric columns) reads nothing.
 */
export function useMetricThresholds(wanted = true): MetricThresholds | null {
  const container = useContainer();
  const [thresholds, setThresholds] = useState<MetricThresholds | null>(null);
  useEffect(() => {
    if (!wanted || !container.isBound(HttpClient)) return;
    let live = true;
    fetchMetricThresholds(container.get<HttpClient>(HttpClient)).then(
      (t) => live && setThresholds(t),
      (e: unknown) => {
        console.error('Metric Setup could not be read; the default status bands apply', e);
        if (live) setThresholds({});
      },
    );
    return () => {
      live = false;
    };
  }, [container, wanted]);
  return thresholds;
}
