import { describe, expect, it } from 'vitest';
import type { NavStore } from '../../core/navigation';
import { MemoryKeyValueStore } from '../../core/platform';
import { takePublicRouteId } from '../../core/session';
import type { ShareLinks } from '../api/share-links';
import { RecordingToasts } from '../testing/test-doubles';
import { applyPendingShare } from '../explorer/pending-share';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

// The two halves meet only through the tab's storage: the public site writes, the signed-in explorer reads.
describe('document 3 §2.6: a public route id parameter is saved under the navigation-state key for after sign-in', () => {
  it('the saved id is applied after sign-in like a shared view, once', async () => {
    const tab = new MemoryKeyValueStore();
    expect(takePublicRouteId(ID, tab)).toBe(true);
    const replaced: unknown[] = [];
    const nav = { replace: (s: unknown) => replaced.push(s) } as unknown as NavStore;
    const shares: ShareLinks = { create: async () => '', read: async (id) => ({ metric: 'QUALITY', id }) };
    expect(await applyPendingShare(tab, shares, nav, new RecordingToasts())).toBe(true);
    expect(replaced).toEqual([{ metric: 'QUALITY', id: ID }]);
    expect(await applyPendingShare(tab, shares, nav, new RecordingToasts())).toBe(false);
  });
});
