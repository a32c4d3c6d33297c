import type { AppState } from '../../core/session';

export interface PageAddress {
  search: string;
  hash: string;
}

/**
 * Whether a session may exist, decided without loading auth0: a return from the provider, a kiosk
 * link, stored tokens, or auth0's own cache (its keys start with '@@auth0spajs@@').
 */
export function hasSessionHint(address: PageAddress, appState: AppState, storageKeys: readonly string[]): boolean {
  const query = new URLSearchParams(address.search);
  if (query.has('code') && query.has('state')) return true;
  if (new URLSearchParams(address.hash.replace(/^#/, '')).has('kiosk')) return true;
  if (appState.auth.token) return true;
  return storageKeys.some((k) => k.startsWith('@@auth0spajs@@'));
}

export function storageKeys(storage: Storage | undefined): string[] {
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
}
