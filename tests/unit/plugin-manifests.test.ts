// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plugins } from '../../plugins/index';
import { manifestProblems } from '../../workbench/plugin-host/validate-manifests';

// The manifest contract test (STYLE.md): loops over the explicit plugin list of plugins/index.ts.
describe('every plugin of plugins/index.ts', () => {
  it('has unique prefixed ids, help keys with content and no shortcut collisions', () => {
    expect(manifestProblems(plugins)).toEqual([]);
  });

  type Loader = () => Promise<{ default: unknown }>;
  const loaders: Array<[string, Loader | null]> = plugins.flatMap((p): Array<[string, Loader]> => [
    ...(p.contributes.routes ?? []).map((r): [string, Loader] => [`${p.id} route ${r.path}`, r.page]),
    ...(p.contributes.explorerModes ?? []).map((m): [string, Loader] => [`${p.id} mode ${m.id}`, m.view]),
  ]);
  if (loaders.length === 0) loaders.push(['(no lazy pages yet)', null]);
  it.each(loaders)('%s resolves to a component', async (_name, load) => {
    if (load === null) return expect(plugins.every((p) => !p.contributes.routes?.length)).toBe(true);
    const mod = await load();
    expect(typeof mod.default).toMatch(/function|object/);
  }, 60_000);

  const modules = plugins.filter((p) => p.module).map((p): [string, NonNullable<typeof p.module>] => [p.id, p.module!]);
  it.each(modules)('%s: its lazy module loads into a container', async (_id, load) => {
    const { Container, ContainerModule } = await import('inversify');
    const module = await load();
    expect(module).toBeInstanceOf(ContainerModule);
    expect(() => new Container().load(module)).not.toThrow();
  }, 60_000);
});
