import { map, type Observable } from 'rxjs';
import type { HttpClient } from '../api/http-client';
import type { PluginToggles, ToggleablePlugin } from '../api/plugin-toggles';
import type { PluginManifest } from '../api/manifest';
import type { SessionStore, WorkbenchSession } from '../api/session';
import { toggleablePlugins, withToggle } from '../plugin-host/toggleable-plugins';

/** The session store the toggles write to after the server accepted a change. */
export interface WritableSessionStore extends SessionStore {
  set(session: WorkbenchSession | undefined): void;
}

/** Plugin switches stored on the server (server/api/plugin-toggle-routes.ts). */
export class HttpPluginToggles implements PluginToggles {
  readonly plugins$: Observable<ToggleablePlugin[]>;

  constructor(
    private readonly http: HttpClient,
    private readonly sessions: WritableSessionStore,
    private readonly catalog: readonly PluginManifest[],
  ) {
    this.plugins$ = sessions.session$.pipe(map((s) => toggleablePlugins(catalog, s)));
  }

  async set(pluginId: string, enabled: boolean): Promise<void> {
    if (!toggleablePlugins(this.catalog, this.sessions.current).some((p) => p.id === pluginId)) {
      throw new Error(`'${pluginId}' is not a plugin that can be switched on or off.`);
    }
    const saved = await this.http.put<{ plugin_id: string; enabled: boolean }>(`/v1/plugin_toggle/${encodeURIComponent(pluginId)}/`, { enabled });
    const current = this.sessions.current;
    // The server's answer is the truth (it may coerce 'true'/'false'); a session ended meanwhile stays ended.
    if (current) this.sessions.set(withToggle(current, saved?.plugin_id ?? pluginId, saved?.enabled ?? enabled));
  }
}
