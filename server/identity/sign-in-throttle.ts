import type { Clock } from '../../core/platform';

/**
 * Failed sign-ins per key (an account and place, an address), with exponential backoff: after
 * `freeFailures` failures in a row the key must wait baseDelayMs, doubling with each further failure
 * up to maxDelayMs. A success clears the key's count. Checked before any password hashing, so
 * guessing costs the server nothing. Held in memory and bounded to maxKeys (oldest forgotten first).
 */
export interface ThrottleOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxKeys: number;
}

export const SIGN_IN_THROTTLE: ThrottleOptions = { freeFailures: 5, baseDelayMs: 2_000, maxDelayMs: 15 * 60_000, maxKeys: 50_000 };
/** An address shares one budget across accounts: more free failures, same backoff. */
export const ADDRESS_THROTTLE: ThrottleOptions = { freeFailures: 20, baseDelayMs: 2_000, maxDelayMs: 15 * 60_000, maxKeys: 50_000 };

export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please wait a moment and try again.';

export class FailureThrottle {
  private readonly state = new Map<string, { failures: number; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly opts: ThrottleOptions,
  ) {}

  /** Milliseconds the key must still wait (0: it may try now). */
  waitMs(key: string): number {
    const s = this.state.get(key);
    return s ? Math.max(0, s.until - this.clock.now()) : 0;
  }

  failed(key: string): void {
    const s = this.state.get(key) ?? { failures: 0, until: 0 };
    this.state.delete(key);
    s.failures++;
    const over = s.failures - this.opts.freeFailures;
    s.until = over >= 0 ? this.clock.now() + Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** Math.min(over, 30)) : 0;
    this.state.set(key, s);
    while (this.state.size > this.opts.maxKeys) this.state.delete(this.state.keys().next().value as string);
  }

  succeeded(key: string): void {
    this.state.delete(key);
  }
}

/** Failures an account may have from places it was never signed in from, together, before those places wait. */
export const UNKNOWN_PLACES_THROTTLE: ThrottleOptions = { freeFailures: 10, baseDelayMs: 2_000, maxDelayMs: 15 * 60_000, maxKeys: 50_000 };

/**
 * Where a password is tried from: the client address (request.ip: behind a proxy, the proxy's address
 * unless TRUST_PROXY names it) and, when the browser shows a valid known-device cookie for this
 * account (known-device.ts), that device's id.
 */
export interface SignInPlace {
  address: string;
  device?: string;
}

/**
 * The sign-in throttle, which an attacker cannot aim at someone else (issue 34 §3, as Auth0's
 * brute-force protection and OWASP advise):
 * - failures count per account AND place (a known device, else the address): 5 free, then backoff;
 * - a place is known to an account once a sign-in succeeded from it (the device cookie, or the address,
 *   remembered in memory); failures from unknown places never stop a known one;
 * - unknown places share two more budgets: per address across accounts (20 free, stops spraying) and
 *   per account (10 free, stops one account being guessed from many addresses).
 * Checked before any password hashing, so guessing costs the server nothing.
 */
export class SignInGuard {
  private readonly places: FailureThrottle;
  private readonly addresses: FailureThrottle;
  private readonly unknownPlaces: FailureThrottle;
  /** account|address pairs that signed in successfully, least recently used first. */
  private readonly knownAddresses = new Map<string, true>();

  constructor(
    clock: Clock,
    place = SIGN_IN_THROTTLE,
    address = ADDRESS_THROTTLE,
    unknown = UNKNOWN_PLACES_THROTTLE,
  ) {
    this.places = new FailureThrottle(clock, place);
    this.addresses = new FailureThrottle(clock, address);
    this.unknownPlaces = new FailureThrottle(clock, unknown);
  }

  /** True when this account must still wait before a password is tried from this place. */
  blocked(email: string, place: SignInPlace): boolean {
    const account = accountKey(email);
    if (this.places.waitMs(placeKey(account, place)) > 0) return true;
    if (this.isKnown(account, place)) return false;
    return this.addresses.waitMs(`ip:${place.address}`) > 0 || this.unknownPlaces.waitMs(account) > 0;
  }

  record(email: string, place: SignInPlace, ok: boolean): void {
    const account = accountKey(email);
    if (ok) {
      this.places.succeeded(placeKey(account, place));
      this.unknownPlaces.succeeded(account);
      const pair = `${account}|${place.address}`;
      this.knownAddresses.delete(pair);
      this.knownAddresses.set(pair, true);
      while (this.knownAddresses.size > SIGN_IN_THROTTLE.maxKeys) this.knownAddresses.delete(this.knownAddresses.keys().next().value as string);
      return;
    }
    this.places.failed(placeKey(account, place));
    if (this.isKnown(account, place)) return;
    this.addresses.failed(`ip:${place.address}`);
    this.unknownPlaces.failed(account);
  }

  private isKnown(account: string, place: SignInPlace): boolean {
    return place.device !== undefined || this.knownAddresses.has(`${account}|${place.address}`);
  }
}

const accountKey = (email: string) => `a:${email.trim().toLowerCase()}`;
const placeKey = (account: string, place: SignInPlace) => (place.device !== undefined ? `${account}|d:${place.device}` : `${account}|ip:${place.address}`);
