import { Container } from 'inversify';
import type { PluginManifest } from '../api/manifest';

/**
 * One child container per plugin (STYLE.md): it resolves the core and workbench services of the
 * parent and its own services, never another plugin's.
 */
export function createPluginContainers(root: Container, plugins: readonly PluginManifest[]): ReadonlyMap<string, Container> {
  const containers = new Map<string, Container>();
  for (const plugin of plugins) {
    const child = new Container({ parent: root });
    if (plugin.module) child.load(plugin.module);
    containers.set(plugin.id, child);
  }
  return containers;
}
