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

/**
 * Start-up validation of the plugin list: unique, kind-prefixed plugin ids; contributed ids
 * prefixed with their plugin's id and unique; every help key with a title and a body; no route path
 * claimed twice; every sidebar entry opens one of its plugin's routes, and a plugin's entries share
 * one tab (its routes' tab, document 1 §2). Answers every problem found.
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

  for (const p of plugins) {
    if (!PLUGIN_ID.test(p.id)) problems.push(`plugin id '${p.id}' must be kebab-case and start with its kind (explorer-, settings-, dashboard-...)`);
    pluginIds(p.id, p.id);
    const c = p.contributes;
    for (const { id } of [...(c.sidebarEntries ?? []), ...(c.explorerModes ?? []), ...(c.datasets ?? [])]) {
      if (!id.startsWith(`${p.id}.`)) problems.push(`id '${id}' of ${p.id} must start with '${p.id}.'`);
      contributedIds(id, p.id);
    }
    for (const help of c.helpKeys ?? []) {
      if (!help.key.startsWith(`${p.id}/`) && !SPEC_HELP_KEY.test(help.key)) problems.push(`help key '${help.key}' of ${p.id} must start with '${p.id}/' or be help-key-1..12`);
      if (help.title.trim() === '' || help.body.trim() === '') problems.push(`help key '${help.key}' of ${p.id} has no content`);
      helpKeys(help.key, p.id);
    }
    for (const route of c.routes ?? []) routes(route.path, p.id);
    for (const entry of c.sidebarEntries ?? []) {
      if (!(c.routes ?? []).some((r) => r.path === entry.to)) problems.push(`sidebar entry '${entry.id}' opens ${entry.to}, which is not a route of ${p.id}`);
    }
    const tabs = new Set((c.sidebarEntries ?? []).map((e) => e.tab));
    if (tabs.size > 1) problems.push(`the sidebar entries of ${p.id} are in several tabs (${[...tabs].join(', ')}): its routes need one`);
  }
  return problems;
}

export function validateManifests(plugins: readonly PluginManifest[]): void {
  const problems = manifestProblems(plugins);
  if (problems.length > 0) throw new ManifestError(problems);
}
