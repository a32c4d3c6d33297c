import type { PluginManifest } from '../api/manifest';

/** Plugin ids carry their kind (ARCHITECTURE §4); contributed ids are prefixed with the plugin id. */
const PLUGIN_ID = /^(explorer|settings|dashboard|event|map|user|company|supervise|public)(-[a-z0-9]+)*$/;
const SPEC_HELP_KEY = /^help-key-([1-9]|1[0-2])$/;

export class ManifestError extends Error {
  override readonly name = 'ManifestError';
  constructor(readonly problems: string[]) {
    super(`Invalid plugin manifests:\n- ${problems.join('\n- ')}`);
  }
}

/** 'ctrl+shift+z' and 'Shift+Ctrl+Z' are the same keys. */
export function normaliseKeys(keys: string): string {
  const parts = keys.split('+').map((p) => p.trim().toLowerCase()).filter(Boolean);
  const key = parts.pop() ?? '';
  return [...new Set(parts)].sort().concat(key).join('+');
}

/**
 * Start-up validation of the plugin list: unique, kind-prefixed plugin ids; contributed ids
 * prefixed with their plugin's id and unique; every help key with a title and a body; no two
 * shortcuts on the same keys in overlapping scopes (global overlaps everything); no route path
 * claimed twice. Answers every problem found.
 */
export function manifestProblems(plugins: readonly PluginManifest[]): string[] {
  const problems: string[] = [];
  const seen = (kind: string) => {
    const ids = new Map<string, string>();
    return (id: string, owner: string) => {
      const previous = ids.get(id);
      if (previous !== undefined) problems.push(`${kind} '${id}' of ${owner} is already declared by ${previous}`);
      ids.set(id, owner);
    };
  };
  const pluginIds = seen('plugin id');
  const contributedIds = seen('id');
  const helpKeys = seen('help key');
  const routes = seen('route');
  const shortcuts: Array<{ keys: string; scope: string; id: string; owner: string }> = [];

  for (const p of plugins) {
    if (!PLUGIN_ID.test(p.id)) problems.push(`plugin id '${p.id}' must be kebab-case and start with its kind (explorer-, settings-, dashboard-...)`);
    pluginIds(p.id, p.id);
    const c = p.contributes;
    const prefixed = [...(c.sidebarEntries ?? []), ...(c.explorerModes ?? []), ...(c.datasets ?? []), ...(c.settingsScreens ?? []), ...(c.dashboards ?? []), ...(c.shortcuts ?? [])];
    for (const { id } of prefixed) {
      if (!id.startsWith(`${p.id}.`)) problems.push(`id '${id}' of ${p.id} must start with '${p.id}.'`);
      contributedIds(id, p.id);
    }
    for (const help of c.helpKeys ?? []) {
      if (!help.key.startsWith(`${p.id}/`) && !SPEC_HELP_KEY.test(help.key)) problems.push(`help key '${help.key}' of ${p.id} must start with '${p.id}/' or be help-key-1..12`);
      if (help.title.trim() === '' || help.body.trim() === '') problems.push(`help key '${help.key}' of ${p.id} has no content`);
      helpKeys(help.key, p.id);
    }
    for (const route of c.routes ?? []) routes(route.path, p.id);
    for (const s of c.shortcuts ?? []) {
      const keys = normaliseKeys(s.keys);
      const clash = shortcuts.find((o) => o.keys === keys && (o.scope === s.scope || o.scope === 'global' || s.scope === 'global'));
      if (clash) problems.push(`shortcut ${s.keys} of ${s.id} collides with ${clash.id}`);
      shortcuts.push({ keys, scope: s.scope, id: s.id, owner: p.id });
    }
  }
  return problems;
}

export function validateManifests(plugins: readonly PluginManifest[], reserved: readonly string[] = []): void {
  const problems = manifestProblems(plugins);
  // The shell's own shortcuts (undo, redo, save, Rollout Info, Nav State) may not be taken globally.
  for (const p of plugins) {
    for (const s of p.contributes.shortcuts ?? []) {
      if (s.scope === 'global' && reserved.map(normaliseKeys).includes(normaliseKeys(s.keys))) problems.push(`shortcut ${s.keys} of ${s.id} is reserved by the shell`);
    }
  }
  if (problems.length > 0) throw new ManifestError(problems);
}
