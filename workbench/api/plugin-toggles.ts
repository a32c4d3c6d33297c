import type { Observable } from 'rxjs';
import type { PluginManifest } from './manifest';
import { serviceToken } from '../../core/platform';

/** A plugin an admin may switch on or off for the company, with its state in the current session. */
export interface ToggleablePlugin {
  /** The toggle id (the plugin id the server stores as plugin_id). */
  id: string;
  title: string;
  enabled: boolean;
  /** Whether it is on while no admin has chosen. */
  defaultEnabled: boolean;
}

/**
 * The company's plugin switches (PUT /v1/plugin_toggle/{plugin_id}/). A change is written to the
 * server and then to the session, so the menu follows without a reload.
 */
export interface PluginToggles {
  readonly plugins$: Observable<ToggleablePlugin[]>;
  /** Rejects with the server's error; the session is then unchanged. */
  set(pluginId: string, enabled: boolean): Promise<void>;
}
export const PluginToggles = serviceToken<PluginToggles>('workbench.PluginToggles');

/** The explicit plugin list of plugins/index.ts, bound by the composition root (and by the test bed). */
export type PluginCatalog = readonly PluginManifest[];
export const PluginCatalog = serviceToken<PluginCatalog>('workbench.PluginCatalog');
