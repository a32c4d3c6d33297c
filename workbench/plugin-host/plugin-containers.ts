import { Container, type ServiceIdentifier } from 'inversify';
import type { PluginManifest } from '../api/manifest';

/**
 * One child container per plugin (STYLE.md): it resolves the core and workbench services of the
 * parent and its own services, never another plugin's. A plugin's module is loaded with its first
 * page or view, never with its manifest, so a plugin that is not opened costs its manifest only.
 */
export class PluginContainers {
  private readonly loaded = new Map<string, Promise<Container>>();
  private readonly byId: ReadonlyMap<string, PluginManifest>;
  private readonly sharedLoaders: Array<() => Promise<void>> = [];

  constructor(
    private readonly root: Container,
    plugins: readonly PluginManifest[],
  ) {
    this.byId = new Map(plugins.map((p) => [p.id, p]));
  }

  /**
   * A service every plugin may inject but the shell does not need (the GraphQL client and its
   * library): bound in the root container when the first plugin loads after this call, so its code
   * stays out of the shell's first load (issue 8). Plugins loaded before the call do not wait for it.
   */
  bindLazily<T>(token: ServiceIdentifier<T>, create: () => Promise<T>): void {
    let binding: Promise<void> | undefined;
    this.sharedLoaders.push(() => {
      binding ??= create().then((service) => {
        if (!this.root.isBound(token)) this.root.bind(token).toConstantValue(service);
      });
      return binding;
    });
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

  /**
   * The plugin's module is fetched beside the shared services, not after them: awaited in turn, a
   * cold load asked for the plugin's chunk only once the GraphQL library's had been fetched and run
   * (300-450 ms later, issue 39's waterfalls). Its bindings resolve the shared ones only when used.
   */
  private async load(plugin: PluginManifest): Promise<Container> {
    const [, module] = await Promise.all([Promise.all(this.sharedLoaders.map((load) => load())), plugin.module?.()]);
    const child = new Container({ parent: this.root });
    if (module) child.load(module);
    return child;
  }
}
