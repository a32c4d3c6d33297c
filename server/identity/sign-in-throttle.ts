import type { Clock } from '../../core/platform';

/**
 * Failed sign-ins per key (an account's e-mail, an address), with exponential backoff: after
 * `freeFailures` failures in a row the key must wait baseDelayMs, doubling with each further failure
 * up to maxDelayMs. A success clears the account's count. Checked before any password hashing, so
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

/** Account and address throttles together, as the sign-in, kiosk and reset forms use them. */
export class SignInGuard {
  private readonly accounts: FailureThrottle;
  private readonly addresses: FailureThrottle;

  constructor(clock: Clock, account = SIGN_IN_THROTTLE, address = ADDRESS_THROTTLE) {
    this.accounts = new FailureThrottle(clock, account);
    this.addresses = new FailureThrottle(clock, address);
  }

  /** True when either the account or the address must still wait. */
  blocked(email: string, address: string): boolean {
    return this.accounts.waitMs(`a:${email.trim().toLowerCase()}`) > 0 || this.addresses.waitMs(`ip:${address}`) > 0;
  }

  record(email: string, address: string, ok: boolean): void {
    const account = `a:${email.trim().toLowerCase()}`;
    if (ok) this.accounts.succeeded(account);
    else {
      this.accounts.failed(account);
      this.addresses.failed(`ip:${address}`);
    }
  }
}
