/** How often an open socket re-checks its session against the user row (SOCKET_RECHECK_MS). */
export const DEFAULT_RECHECK_MS = 10_000;

/** The expiry (ms since epoch) written in a JWT's payload; the token was verified when the socket joined. */
export function tokenExpiry(token: string | undefined): number | undefined {
  const payload = token?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export interface SessionWatch {
  /** Returns the refusal reason when the session no longer holds (the authenticator's own text), else undefined. */
  recheck: () => Promise<string | undefined>;
  /** Closes the socket with the reason. */
  end: (reason: string) => void;
  intervalMs: number;
  expiresAt?: number;
  now?: () => number;
}

/**
 * Keeps a socket's session honest after it joined: at the token's expiry and every intervalMs the
 * same verification as an HTTP request runs again (signature, expiry, an active user whose company
 * and role still match the token), and the socket is closed the moment it fails. Returns the stop
 * function for the socket's close handler.
 */
export function watchSession(w: SessionWatch): () => void {
  let stopped = false;
  const run = async () => {
    if (stopped) return;
    let reason: string | undefined;
    try {
      reason = await w.recheck();
    } catch {
      reason = 'The session could not be checked.';
    }
    if (reason !== undefined && !stopped) {
      stop();
      w.end(reason);
    }
  };
  const interval = setInterval(() => void run(), w.intervalMs);
  interval.unref?.();
  const now = (w.now ?? Date.now)();
  const atExpiry = w.expiresAt !== undefined ? setTimeout(() => void run(), Math.max(0, w.expiresAt - now) + 50) : undefined;
  atExpiry?.unref?.();
  const stop = () => {
    stopped = true;
    clearInterval(interval);
    if (atExpiry) clearTimeout(atExpiry);
  };
  return stop;
}
