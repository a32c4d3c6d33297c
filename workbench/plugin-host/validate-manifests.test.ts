import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../api/manifest';
import { ManifestError, manifestProblems, normaliseKeys, validateManifests } from './validate-manifests';

const page = () => Promise.resolve({ default: () => null });
const plugin = (id: string, contributes: PluginManifest['contributes'] = {}): PluginManifest => ({ id, title: id, contributes });

describe('manifest validation at start', () => {
  it('accepts well-formed manifests', () => {
    const ok = [
      plugin('settings-shifts', {
        routes: [{ path: '/shifts', access: 'signedIn', page, title: 'Shifts' }],
        sidebarEntries: [{ id: 'settings-shifts.menu', tab: 'settings', order: 4, label: 'Shifts', icon: 'pi pi-clock', to: '/shifts' }],
        helpKeys: [{ key: 'settings-shifts/overview', title: 'Shifts', body: 'Set shift times.' }, { key: 'help-key-3', title: 'T', body: 'B' }],
        shortcuts: [{ id: 'settings-shifts.add', keys: 'Ctrl+N', scope: 'explorer', command: 'add' }],
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
      plugin('settings-parts', { sidebarEntries: [{ id: 'parts', tab: 'settings', order: 1, label: 'Parts', icon: '', to: '/parts' }] }),
    ]);
    expect(problems).toEqual(["id 'parts' of settings-parts must start with 'settings-parts.'"]);
  });

  it('every help key has content', () => {
    const problems = manifestProblems([plugin('explorer-map', { helpKeys: [{ key: 'explorer-map/legend', title: 'Legend', body: ' ' }] })]);
    expect(problems).toEqual(["help key 'explorer-map/legend' of explorer-map has no content"]);
  });

  it('shortcuts on the same keys collide when their scopes overlap', () => {
    const a = plugin('explorer-graph', { shortcuts: [{ id: 'explorer-graph.zoom', keys: 'Ctrl+Shift+G', scope: 'explorer', command: 'zoom' }] });
    const b = plugin('explorer-map', { shortcuts: [{ id: 'explorer-map.grid', keys: 'shift+ctrl+g', scope: 'global', command: 'grid' }] });
    expect(manifestProblems([a, b])).toEqual(['shortcut shift+ctrl+g of explorer-map.grid collides with explorer-graph.zoom']);
  });

  it('the shell keeps Ctrl+Z, Ctrl+Y, Ctrl+S, Ctrl+Alt+A for itself', () => {
    const p = plugin('explorer-graph', { shortcuts: [{ id: 'explorer-graph.save', keys: 'Ctrl+S', scope: 'global', command: 'save' }] });
    expect(() => validateManifests([p], ['Ctrl+Z', 'Ctrl+Y', 'Ctrl+S'])).toThrow(ManifestError);
    expect(() => validateManifests([p], ['Ctrl+Z'])).not.toThrow();
  });

  it('a route path is claimed once', () => {
    const r = { path: '/parts', access: 'signedIn' as const, page, title: 'Parts' };
    expect(manifestProblems([plugin('settings-parts', { routes: [r] }), plugin('settings-parts-two', { routes: [r] })])).toHaveLength(1);
  });

  it('normalises key chords', () => {
    expect(normaliseKeys('Shift+Ctrl+Z')).toBe(normaliseKeys('ctrl+shift+z'));
  });
});
