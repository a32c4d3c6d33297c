import { errorToast, parseApiError } from '../../core/errors';
import type { NavStore } from '../../core/navigation';
import type { KeyValueStore } from '../../core/platform';
import { SHARED_NAV_STATE_KEY, takePublicRouteId } from '../../core/session';
import { SHARE_PARAM, type ShareLinks } from '../api/share-links';
import type { Toasts } from '../api/toasts';

const SHARE_ID = /^[0-9a-f-]{36}$/i;

/**
 * At start: a share link's id (/?navstate={id}) is kept in the tab's storage, under the key a public
 * route's id parameter is saved under too (document 3 §2.6), and taken off the address, so a signed-out visitor sees the landing page, signs in, and still lands on the shared
 * view (the provider's redirect returns to / without the query).
 */
export function capturePendingShare(location: { search: string; pathname: string; hash: string }, storage: KeyValueStore, replaceAddress: (url: string) => void): void {
  const query = new URLSearchParams(location.search);
  const id = query.get(SHARE_PARAM);
  if (id === null) return;
  if (SHARE_ID.test(id)) takePublicRouteId(id, storage);
  query.delete(SHARE_PARAM);
  const rest = query.toString();
  replaceAddress(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
}

/**
 * Once signed in and the presets are loaded (so the default preset does not cover it): reads the
 * pending shared state and applies it as the navigation state, one undo step.
 */
export async function applyPendingShare(storage: KeyValueStore, shares: ShareLinks, nav: NavStore, toasts: Toasts): Promise<boolean> {
  const id = storage.getItem(SHARED_NAV_STATE_KEY);
  if (id === null) return false;
  storage.removeItem(SHARED_NAV_STATE_KEY);
  try {
    nav.replace(await shares.read(id));
    return true;
  } catch (e) {
    toasts.show(errorToast(parseApiError(e)));
    return false;
  }
}
