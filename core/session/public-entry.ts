import type { KeyValueStore } from '../platform';

/**
 * Session-storage key under which a shared navigation state's id waits for login: a public route's id
 * parameter and a share link's id alike, so the signed-in app has one key to read.
 */
export const SHARED_NAV_STATE_KEY = 'navstate_id';

/**
 * A public route with an id parameter (document 3 §2.6): the id is saved in session storage and the
 * login flow starts at once (the layout stays a grey blank until then). Answers whether to start it.
 */
export function takePublicRouteId(id: string | null | undefined, session: KeyValueStore): boolean {
  const value = id?.trim();
  if (!value) return false;
  session.setItem(SHARED_NAV_STATE_KEY, value);
  return true;
}
