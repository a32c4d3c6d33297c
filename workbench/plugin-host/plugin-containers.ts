import { Container } from 'inversify';
import type { PluginManifest } from '../api/manifest';

/**
 * One child container per plugin (STYLE.md): it resolves the core and workbench services of the
 * parent and its own services, never another plugin's. A plugin's module is loaded with its first
 * page or view, never with its manifest, so a plugin that is not opened costs its manifest only.
 */
export class PluginContainers {
  private readonly loaded = new Map<string, Promise<Container>>();
  private readonly byId: ReadonlyMap<string, PluginManifest>;

  constructor(
    private readonly root: Container,
    plugins: readonly PluginManifest[],
  ) {
    this.byId = new Map(plugins.map((p) => [p.id, p]));
  }

  /** The plugin's child container with its module loaded (once, on first call). */
  ready(pluginId: string): Promise<Container> {
    let container = this.loaded.get(pluginId);
    if (!container) {
      const plugin = this.byId.get(pluginId);
      if (!plugin) return Promise.reject(new Error(`Unknown plugin: ${pluginId}`));
      container = this.load(plugin);
      this.loaded.set(pluginId, container);
    }
    return container;
  }

  private async load(plugin: PluginManifest): Promise<Container> {
    const child = new Container({ parent: this.root });
    if (plugin.module) child.load(await plugin.module());
    return child;
  }
}
