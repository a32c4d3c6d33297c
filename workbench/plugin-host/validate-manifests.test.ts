import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../api/manifest';
import { ManifestError, manifestProblems, validateManifests } from './validate-manifests';

const page = () => Promise.resolve({ default: () => null });
const plugin = (id: string, contributes: PluginManifest['contributes'] = {}): PluginManifest => ({ id, title: id, contributes });

describe('manifest validation at start', () => {
  it('accepts well-formed manifests', () => {
    const ok = [
      plugin('settings-shifts', {
        routes: [{ path: '/shifts', access: 'signedIn', page, title: 'Shifts' }],
        sidebarEntries: [{ id: 'settings-shifts.menu', tab: 'settings', order: 4, label: 'Shifts', icon: 'pi pi-clock', to: '/shifts' }],
        helpKeys: [{ key: 'settings-shifts/overview', title: 'Shifts', body: 'Set shift times.' }, { key: 'help-key-3', title: 'T', body: 'B' }],
      }),
      plugin('explorer-graph'),
    ];
    expect(manifestProblems(ok)).toEqual([]);
  });

  it('plugin ids are unique and carry their kind prefix', () => {
    const problems = manifestProblems([plugin('explorer-graph'), plugin('explorer-graph'), plugin('Graph')]);
    expect(problems).toHaveLength(2);
    expect(problems.join()).toContain("'explorer-graph'");
    expect(problems.join()).toContain("'Graph'");
  });

  it('contributed ids are prefixed with the plugin id and unique', () => {
    const problems = manifestProblems([
      plugin('settings-parts', { routes: [{ path: '/parts', page, title: 'Parts' }], sidebarEntries: [{ id: 'parts', tab: 'settings', order: 1, label: 'Parts', icon: '', to: '/parts' }] }),
    ]);
    expect(problems).toEqual(["id 'parts' of settings-parts must start with 'settings-parts.'"]);
  });

  it('every help key has content', () => {
    const problems = manifestProblems([plugin('explorer-map', { helpKeys: [{ key: 'explorer-map/legend', title: 'Legend', body: ' ' }] })]);
    expect(problems).toEqual(["help key 'explorer-map/legend' of explorer-map has no content"]);
  });

  it('a sidebar entry opens one of its own plugin\'s routes', () => {
    const entry = { id: 'settings-parts.menu', tab: 'settings' as const, order: 1, label: 'Parts', icon: '', to: '/parts' };
    expect(manifestProblems([plugin('settings-parts', { sidebarEntries: [entry] })])).toEqual(["sidebar entry 'settings-parts.menu' opens /parts, which is not a route of settings-parts"]);
  });

  it("a plugin's sidebar entries share one tab, the tab of its routes", () => {
    const problems = manifestProblems([
      plugin('settings-parts', {
        routes: [{ path: '/parts', page, title: 'Parts' }],
        sidebarEntries: [
          { id: 'settings-parts.a', tab: 'settings', order: 1, label: 'A', icon: '', to: '/parts' },
          { id: 'settings-parts.b', tab: 'user', order: 2, label: 'B', icon: '', to: '/parts' },
        ],
      }),
    ]);
    expect(problems).toEqual(['the sidebar entries of settings-parts are in several tabs (settings, user): its routes need one']);
  });

  it('validateManifests throws every problem at once', () => {
    expect(() => validateManifests([plugin('Graph'), plugin('Graph')])).toThrow(ManifestError);
    expect(() => validateManifests([plugin('explorer-graph')])).not.toThrow();
  });

  it('a route path is claimed once', () => {
    const r = { path: '/parts', access: 'signedIn' as const, page, title: 'Parts' };
    expect(manifestProblems([plugin('settings-parts', { routes: [r] }), plugin('settings-parts-two', { routes: [r] })])).toHaveLength(1);
  });
});
