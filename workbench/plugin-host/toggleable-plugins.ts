import type { Condition, PluginManifest } from '../api/manifest';
import type { ToggleablePlugin } from '../api/plugin-toggles';
import type { WorkbenchSession } from '../api/session';

type Toggle = Extract<Condition, { toggle: string }>;

function togglesIn(condition: Condition | undefined): Toggle[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(togglesIn);
  if ('any' in condition) return condition.any.flatMap(togglesIn);
  if ('not' in condition) return togglesIn(condition.not);
  return 'toggle' in condition ? [condition] : [];
}

/**
 * The switches an admin can set: every toggle in a plugin's enabledWhen, titled by the plugin it
 * names (or, failing that, the plugin that declares it), sorted by title, with the session's state.
 */
export function toggleablePlugins(plugins: readonly PluginManifest[], session: WorkbenchSession | undefined): ToggleablePlugin[] {
  const byId = new Map<string, ToggleablePlugin>();
  for (const plugin of plugins) {
    for (const toggle of togglesIn(plugin.enabledWhen)) {
      if (byId.has(toggle.toggle)) continue;
      const defaultEnabled = toggle.default ?? false;
      const enabled = session?.toggles.has(toggle.toggle) ? true : session?.togglesOff.has(toggle.toggle) ? false : defaultEnabled;
      const title = plugins.find((p) => p.id === toggle.toggle)?.title ?? plugin.title;
      byId.set(toggle.toggle, { id: toggle.toggle, title, enabled, defaultEnabled });
    }
  }
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The session after an admin's switch: the id moves to the on or the off set. */
export function withToggle(session: WorkbenchSession, pluginId: string, enabled: boolean): WorkbenchSession {
  const on = new Set(session.toggles);
  const off = new Set(session.togglesOff);
  (enabled ? on : off).add(pluginId);
  (enabled ? off : on).delete(pluginId);
  return { ...session, toggles: on, togglesOff: off };
}
