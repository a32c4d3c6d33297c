import type { KeyValueStore } from '../../core/platform';

const KEY = 'oee.live.session_id';

/**
 * One id per browser session (kept in session storage, so a reload keeps it and a new tab gets its
 * own): the X-SessionID header of the session call and the session_id of both sockets (document 3 §7).
 */
export function browserSessionId(storage: KeyValueStore): string {
  const existing = storage.getItem(KEY);
  if (existing) return existing;
  const id = newBrowserId();
  storage.setItem(KEY, id);
  return id;
}

/** A fresh id (the tab id of this page's sockets; the session id above when none is kept yet). */
export function newBrowserId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}
