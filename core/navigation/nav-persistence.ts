import type { KeyValueStore } from '../platform';
import { parseNavState } from './parse-nav-state';
import type { NavState } from './nav-state';

/** Spec: session stores carry the build version stamp of 23 April 2025. */
export const NAV_STATE_VERSION = '2025-04-23';
export const NAV_STATE_STORAGE_KEY = 'navState';

interface StoredNavState {
  version: string;
  state: unknown;
}

/**
 * The navigation state kept in session storage, or the defaults when there is none, when its
 * stamp differs from this build's, or when it no longer reads as a navigation state. A discarded
 * entry is removed so it is not read again.
 */
export function loadNavState(storage: KeyValueStore, defaults: NavState): NavState {
  const raw = storage.getItem(NAV_STATE_STORAGE_KEY);
  if (raw === null) return defaults;
  try {
    const stored = JSON.parse(raw) as Partial<StoredNavState> | null;
    if (stored?.version !== NAV_STATE_VERSION) throw new Error('version stamp differs');
    return parseNavState(stored.state, defaults);
  } catch {
    storage.removeItem(NAV_STATE_STORAGE_KEY);
    return defaults;
  }
}

export function saveNavState(storage: KeyValueStore, state: NavState): void {
  const stored: StoredNavState = { version: NAV_STATE_VERSION, state };
  try {
    storage.setItem(NAV_STATE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or unavailable session storage must not stop navigation; the state lives on in memory.
  }
}
