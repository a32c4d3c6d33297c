import type { Profile } from '../../core/model';
import type { Clock } from '../../core/platform';
import type { HttpClient } from '../api/http-client';
import type { WorkbenchSession } from '../api/session';
import { sessionFromProfile } from './session-from-profile';

export interface ToggleStates {
  /** Plugin ids switched on for the company. */
  on: string[];
  /** Plugin ids switched off for the company (no row at all = the plugin's default). */
  off: string[];
}

/**
 * The company's switches as GET /v1/plugin_toggle/ answers them ({results: [{plugin_id, enabled}]},
 * server/api/plugin-toggle-routes.ts); a bare list of ids counts as switched on. Anything else is no switches.
 */
export function parseToggleStates(body: unknown): ToggleStates {
  const rows = Array.isArray(body) ? body : typeof body === 'object' && body !== null && Array.isArray((body as { results?: unknown }).results) ? (body as { results: unknown[] }).results : [];
  const states: ToggleStates = { on: [], off: [] };
  for (const r of rows) {
    if (typeof r === 'string') states.on.push(r);
    else if (typeof r === 'object' && r !== null && typeof (r as { plugin_id?: unknown }).plugin_id === 'string') {
      const { plugin_id: id, enabled } = r as { plugin_id: string; enabled?: unknown };
      (enabled === false ? states.off : states.on).push(id);
    }
  }
  return states;
}

/**
 * The session call, GET /v1/company_profile/me/ (query timestamp = now in ms, header X-SessionID:
 * document 3 §7), and the company's plugin toggles.
 */
export async function loadSession(http: HttpClient, clock: Clock, sessionId: string): Promise<{ profile: Profile; session: WorkbenchSession }> {
  // Both at once: the shell waits for both, and each answers in one round trip.
  // Toggles are optional: without the endpoint every plugin keeps its default.
  const profile = http.get<Profile>('/v1/company_profile/me/', { timestamp: clock.now() }, { headers: { 'X-SessionID': sessionId } });
  const toggles = http.get<unknown>('/v1/plugin_toggle/').then(parseToggleStates, (): ToggleStates => ({ on: [], off: [] }));
  const [me, { on, off }] = await Promise.all([profile, toggles]);
  return { profile: me, session: sessionFromProfile(me, on, off) };
}
