import { ContainerModule, Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { serviceToken } from '../../core/platform';
import { bindService } from '../api/bind-service';
import type { PluginManifest } from '../api/manifest';
import { PluginContainers } from './plugin-containers';

const Shared = serviceToken<string>('test.Shared');
const Uses = serviceToken<string>('test.Uses');

function plugin(id: string, loads: string[]): PluginManifest {
  return {
    id,
    title: id,
    contributes: {},
    module: async () => {
      loads.push(id);
      return new ContainerModule(({ bind }) => {
        bindService(bind, Uses, ({ shared }) => `uses ${shared}`, { shared: Shared });
      });
    },
  };
}

describe('PluginContainers', () => {
  it('loads a plugin module once, on its first page, in a child of the root container', async () => {
    const loads: string[] = [];
    const root = new Container();
    root.bind(Shared).toConstantValue('root service');
    const containers = new PluginContainers(root, [plugin('a', loads), plugin('b', loads)]);
    expect(loads).toEqual([]);
    const a = await containers.ready('a');
    await containers.ready('a');
    expect(loads).toEqual(['a']);
    expect(a.get(Uses)).toBe('uses root service');
    await expect(containers.ready('missing')).rejects.toThrow('Unknown plugin: missing');
  });

  it('issue 8: a lazily bound shared service is created once, with the first plugin, and not before', async () => {
    const loads: string[] = [];
    const root = new Container();
    const containers = new PluginContainers(root, [plugin('a', loads), plugin('b', loads)]);
    let created = 0;
    containers.bindLazily(Shared, async () => {
      created += 1;
      return 'graphql client';
    });
    expect(created).toBe(0);
    expect(root.isBound(Shared)).toBe(false);
    const [a, b] = await Promise.all([containers.ready('a'), containers.ready('b')]);
    expect(created).toBe(1);
    expect(a.get(Uses)).toBe('uses graphql client');
    expect(b.get(Uses)).toBe('uses graphql client');
  });

  it("issue 39: a plugin's module is fetched beside the shared services, not after them", async () => {
    const loads: string[] = [];
    const root = new Container();
    const containers = new PluginContainers(root, [plugin('a', loads)]);
    let finishShared: (client: string) => void = () => undefined;
    containers.bindLazily(Shared, () => new Promise<string>((done) => (finishShared = done)));
    const a = containers.ready('a');
    await Promise.resolve();
    expect(loads, 'the module is asked for while the shared service is still loading').toEqual(['a']);
    finishShared('graphql client');
    expect((await a).get(Uses)).toBe('uses graphql client');
  });
});
