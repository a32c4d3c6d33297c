import { refreshMetricLayout, shouldLoadMetricLayout, type MetricSetupRecord } from '../../core/metrics';
import type { NavStore } from '../../core/navigation';
import type { HttpClient } from '../api/http-client';
import type { SessionStore } from '../api/session';

/**
 * Metric layout refresh (document 1 §4): GET /v1/metric_setup/ merged into the user's layout
 * (order and display modes kept, new metrics appended, removed ones dropped). A big-brain profile
 * skips it. A failure keeps the current layout and is only logged, like the profile call.
 */
export async function loadMetricLayout(http: HttpClient, store: NavStore, sessions: SessionStore): Promise<void> {
  const profile = sessions.current?.profile;
  if (!profile || !shouldLoadMetricLayout(profile)) return;
  try {
    const answer = await http.get<{ results: MetricSetupRecord[] } | MetricSetupRecord[]>('/v1/metric_setup/');
    const records = Array.isArray(answer) ? answer : answer.results;
    const layout = refreshMetricLayout(store.state.metric_layout, records);
    if (layout !== store.state.metric_layout) store.setMetricLayout(layout);
  } catch (error) {
    console.error('Metric setup could not be loaded', error);
  }
}
