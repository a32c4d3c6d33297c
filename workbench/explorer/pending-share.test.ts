import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import type { NavStore } from '../../core/navigation';
import type { ShareLinks } from '../api/share-links';
import { RecordingToasts } from '../testing/test-doubles';
import { SHARED_NAV_STATE_KEY } from '../../core/session';
import { applyPendingShare, capturePendingShare } from './pending-share';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('share links (document 3 §2.1): opening one restores its navigation state, after sign-in when signed out', () => {
  it('keeps the id for after sign-in and takes it off the address', () => {
    const storage = new MemoryKeyValueStore();
    let address = '';
    capturePendingShare({ pathname: '/', search: `?navstate=${ID}&x=1`, hash: '' }, storage, (url) => (address = url));
    expect(storage.getItem(SHARED_NAV_STATE_KEY)).toBe(ID);
    expect(address).toBe('/?x=1');
  });

  it('ignores a malformed id (nothing to apply) but still cleans the address', () => {
    const storage = new MemoryKeyValueStore();
    let address = '';
    capturePendingShare({ pathname: '/', search: '?navstate=..%2F..%2Fetc', hash: '' }, storage, (url) => (address = url));
    expect(storage.getItem(SHARED_NAV_STATE_KEY)).toBeNull();
    expect(address).toBe('/');
  });

  it('applies the stored state once, then forgets it; a failure is a toast and changes nothing', async () => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(SHARED_NAV_STATE_KEY, ID);
    const replaced: unknown[] = [];
    const nav = { replace: (s: unknown) => replaced.push(s) } as unknown as NavStore;
    const shares: ShareLinks = { create: async () => '', read: async (id) => ({ metric: 'QUALITY', id }) };
    const toasts = new RecordingToasts();
    expect(await applyPendingShare(storage, shares, nav, toasts)).toBe(true);
    expect(replaced).toEqual([{ metric: 'QUALITY', id: ID }]);
    expect(await applyPendingShare(storage, shares, nav, toasts)).toBe(false);

    storage.setItem(SHARED_NAV_STATE_KEY, ID);
    const failing: ShareLinks = { create: async () => '', read: async () => Promise.reject({ status: 404, message: 'Shared navigation state not found' }) };
    expect(await applyPendingShare(storage, failing, nav, toasts)).toBe(false);
    expect(replaced).toHaveLength(1);
    expect(toasts.shown[0]).toMatchObject({ severity: 'error', detail: 'Shared navigation state not found' });
  });
});
