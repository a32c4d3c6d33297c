import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import type { NavPreset } from '../presets';
import { APP_STORE_KEY, createAppStore, loggedOut } from './app-store';
import { AppStorePresetCache } from './kept-presets';
import { BUILD_VERSION_STAMP, saveVersioned } from './versioned-store';

const preset = (euid: string, name: string): NavPreset => ({
  euid, name, desc: '', author_first_name: 'Ada', author_last_name: 'Admin', author_comp_prof: 'CP1',
  navstate: { metric: 'EFFICIENCY' }, default: false, public: true, hidden: false, favorite: false, _updated: '2025-04-01T00:00:00Z',
});

describe('the kept preset list (document 1 §9: preset state persists in local storage)', () => {
  it('document 1 §9: the list written for a profile is read back after a reload, from local storage', () => {
    const local = new MemoryKeyValueStore();
    new AppStorePresetCache(createAppStore(local), () => 'CP1').write([preset('P1', 'Efficiency')]);
    const reloaded = new AppStorePresetCache(createAppStore(local), () => 'CP1');
    expect(reloaded.read().map((p) => p.name)).toEqual(['Efficiency']);
  });

  it("another user, another company's profile or nobody signed in reads nothing of it", () => {
    const local = new MemoryKeyValueStore();
    new AppStorePresetCache(createAppStore(local), () => 'CP1').write([preset('P1', 'Efficiency')]);
    expect(new AppStorePresetCache(createAppStore(local), () => 'CP2').read()).toEqual([]);
    expect(new AppStorePresetCache(createAppStore(local), () => undefined).read()).toEqual([]);
  });

  it('signing out forgets the list (document 1 §4 rule 6 with §9)', () => {
    const local = new MemoryKeyValueStore();
    const store = createAppStore(local);
    new AppStorePresetCache(store, () => 'CP1').write([preset('P1', 'Efficiency')]);
    store.update(loggedOut);
    expect(local.getItem(APP_STORE_KEY)).not.toContain('Efficiency');
    expect(new AppStorePresetCache(createAppStore(local), () => 'CP1').read()).toEqual([]);
  });

  it('nothing is kept while no profile is known, and a bare list kept by an older build reads as nothing', () => {
    const local = new MemoryKeyValueStore();
    new AppStorePresetCache(createAppStore(local), () => undefined).write([preset('P1', 'Efficiency')]);
    expect(createAppStore(local).value.navPresets).toBeNull();
    saveVersioned(local, APP_STORE_KEY, BUILD_VERSION_STAMP, { navPresets: [preset('P1', 'Efficiency')] });
    expect(new AppStorePresetCache(createAppStore(local), () => 'CP1').read()).toEqual([]);
  });
});
