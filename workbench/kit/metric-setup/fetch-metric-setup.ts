import { thresholdsByMetric, type MetricSetupRecord, type MetricThresholdSetup } from '../../../core/metrics';
import type { HttpClient } from '../../api/http-client';

/** The company's Metric Setup records, GET /v1/metric_setup/ (a bare list is read too). */
export async function fetchMetricSetup(http: HttpClient): Promise<MetricSetupRecord[]> {
  const answer = await http.get<{ results: MetricSetupRecord[] } | MetricSetupRecord[]>('/v1/metric_setup/');
  return Array.isArray(answer) ? answer : answer.results;
}

/** The company's status thresholds by metric key, from its Metric Setup records. */
export async function fetchMetricThresholds(http: HttpClient): Promise<Partial<Record<string, MetricThresholdSetup>>> {
  return thresholdsByMetric(await fetchMetricSetup(http));
}
