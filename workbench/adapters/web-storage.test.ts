// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { WebStorageKeyValueStore, browserLocalStore } from './web-storage';

describe('WebStorageKeyValueStore', () => {
  it('reads and writes the browser storage', () => {
    const store = browserLocalStore();
    store.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
  });

  it('a full or missing storage changes nothing and does not throw', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
    expect(() => new WebStorageKeyValueStore(() => full).setItem('k', 'v')).not.toThrow();
    expect(new WebStorageKeyValueStore(() => undefined).getItem('k')).toBeNull();
  });
});
