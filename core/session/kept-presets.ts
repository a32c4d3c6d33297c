import type { NavPreset, PresetListCache } from '../presets';
import type { AppState } from './app-store';
import type { VersionedStore } from './versioned-store';

/**
 * The preset list kept in the app store (document 1 §9: preset state persists in local storage),
 * read back only for the company profile it was answered for.
 */
export class AppStorePresetCache<S extends object> implements PresetListCache<NavPreset<S>> {
  constructor(
    private readonly store: VersionedStore<AppState>,
    private readonly profileEuid: () => string | undefined,
  ) {}

  read(): NavPreset<S>[] {
    const kept: unknown = this.store.value.navPresets;
    const owner = this.profileEuid();
    if (owner === undefined || typeof kept !== 'object' || kept === null) return [];
    const { profileEuid, presets } = kept as Partial<Record<'profileEuid' | 'presets', unknown>>;
    // An older build kept a bare array here: it reads as nothing kept. The list itself was written
    // by this build (the store's version stamp says so), so its navigation states are this build's.
    return profileEuid === owner && Array.isArray(presets) ? (presets as NavPreset<S>[]) : [];
  }

  write(presets: NavPreset<S>[]): void {
    const owner = this.profileEuid();
    if (owner === undefined) return;
    this.store.update((s) => ({ ...s, navPresets: { profileEuid: owner, presets } }));
  }
}
