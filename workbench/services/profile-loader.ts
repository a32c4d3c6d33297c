import type { Profile } from '../../core/model';
import type { Clock } from '../../core/platform';
import type { HttpClient } from '../api/http-client';
import type { WorkbenchSession } from '../api/session';
import { sessionFromProfile } from './session-from-profile';

/** The plugin ids an admin switched on: a list of ids, or rows {plugin_id, enabled}. */
export function parseToggles(body: unknown): string[] {
  const rows = Array.isArray(body) ? body : typeof body === 'object' && body !== null && Array.isArray((body as { results?: unknown }).results) ? (body as { results: unknown[] }).results : [];
  return rows.flatMap((r) => {
    if (typeof r === 'string') return [r];
    if (typeof r === 'object' && r !== null && typeof (r as { plugin_id?: unknown }).plugin_id === 'string' && (r as { enabled?: unknown }).enabled !== false) {
      return [(r as { plugin_id: string }).plugin_id];
    }
    return [];
  });
}

/** GET /v1/company_profile/me/ (query timestamp = now in ms) and the company's plugin toggles. */
export async function loadSession(http: HttpClient, clock: Clock): Promise<{ profile: Profile; session: WorkbenchSession }> {
  const profile = await http.get<Profile>('/v1/company_profile/me/', { timestamp: clock.now() });
  // Toggles are optional: without the endpoint every toggle is off.
  const toggles = await http.get<unknown>('/v1/plugin_toggle/').then(parseToggles, () => []);
  return { profile, session: sessionFromProfile(profile, toggles) };
}
