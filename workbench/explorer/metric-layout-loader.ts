import { refreshMetricLayout, shouldLoadMetricLayout } from '../../core/metrics';
import type { NavStore } from '../../core/navigation';
import type { HttpClient } from '../api/http-client';
import type { SessionStore } from '../api/session';
import { fetchMetricSetup } from '../kit/metric-setup/fetch-metric-setup';

/**
 * Metric layout refresh (document 1 §4): GET /v1/metric_setup/ merged into the user's layout
 * (order and display modes kept, new metrics appended, removed ones dropped). A big-brain profile
 * skips it. A failure keeps the current layout and is only logged, like the profile call.
 */
export async function loadMetricLayout(http: HttpClient, store: NavStore, sessions: SessionStore): Promise<void> {
  const profile = sessions.current?.profile;
  if (!profile || !shouldLoadMetricLayout(profile)) return;
  try {
    const records = await fetchMetricSetup(http);
    const layout = refreshMetricLayout(store.state.metric_layout, records);
    if (layout !== store.state.metric_layout) store.setMetricLayout(layout);
  } catch (error) {
    console.error('Metric setup could not be loaded', error);
  }
}
