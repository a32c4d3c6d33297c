import { describe, expect, it } from 'vitest';
import { FixedClock, MemoryKeyValueStore } from '../platform';
import { createDefaultNavState } from './default-nav-state';
import { NAV_STATE_STORAGE_KEY, NAV_STATE_VERSION, loadNavState, saveNavState } from './nav-persistence';

const defaults = createDefaultNavState(new FixedClock('2025-04-23T15:00:00Z'), 'America/New_York');

describe('navigation state persistence in session storage', () => {
  it('the build version stamp is 23 April 2025', () => {
    expect(NAV_STATE_VERSION).toBe('2025-04-23');
  });

  it('a saved state is read back', () => {
    const storage = new MemoryKeyValueStore();
    saveNavState(storage, { ...defaults, explorerMode: 'REPORT' });
    expect(JSON.parse(storage.getItem(NAV_STATE_STORAGE_KEY)!).version).toBe('2025-04-23');
    expect(loadNavState(storage, defaults).explorerMode).toBe('REPORT');
  });

  it.each([
    ['an older stamp', JSON.stringify({ version: '2024-11-01', state: { ...defaults, explorerMode: 'REPORT' } })],
    ['no stamp', JSON.stringify({ state: { ...defaults, explorerMode: 'REPORT' } })],
    ['unreadable JSON', '{"version":'],
    ['a state that no longer validates', JSON.stringify({ version: '2025-04-23', state: { explorerMode: 'TABLE' } })],
  ])('stored state whose stamp differs (or that is unusable) is discarded and defaults used: %s', (_label, raw) => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(NAV_STATE_STORAGE_KEY, raw);
    expect(loadNavState(storage, defaults)).toEqual(defaults);
    expect(storage.getItem(NAV_STATE_STORAGE_KEY)).toBeNull();
  });

  it('a storage that refuses to write does not break navigation', () => {
    const storage = new MemoryKeyValueStore();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveNavState(storage, defaults)).not.toThrow();
  });
});
