import type { KeyValueStore } from '../../core/platform';

/**
 * core's KeyValueStore over window.localStorage / sessionStorage. Storage can be missing or full
 * (private mode, quota): reads then answer null and writes are dropped, so the app keeps working
 * on its in-memory state.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: () => Storage | undefined) {}

  getItem(key: string): string | null {
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }
  setItem(key: string, value: string): void {
    try {
      this.storage()?.setItem(key, value);
    } catch (e) {
      console.warn(`storage: could not write ${key}`, e);
    }
  }
  removeItem(key: string): void {
    try {
      this.storage()?.removeItem(key);
    } catch {
      // nothing stored that could be removed
    }
  }
}

export const browserLocalStore = () => new WebStorageKeyValueStore(() => globalThis.localStorage);
export const browserSessionStore = () => new WebStorageKeyValueStore(() => globalThis.sessionStorage);
