import { action, makeObservable, observable } from 'mobx';
import { COOKIE_CONSENT_KEY, readConsent, storeConsent } from '../../../core/session';
import type { KeyValueStore } from '../../../core/platform';

/** Stored in local storage by 'Opt Out': a choice, but not 'accept', so sign-in still asks (document 3 §4). */
export const COOKIE_OPT_OUT = 'optout';
/** Session-storage key of the postpone (x) button: the bar comes back in the next browser session. */
export const COOKIE_BAR_POSTPONED_KEY = 'cookie_bar_postponed';

/**
 * The cookie bar (document 3 §2.7): shown until the visitor accepts, opts out or postpones. Accept
 * writes the 'accept' flag the sign-in flow (core/session terms flow) reads.
 */
export class CookieBarViewModel {
  visible: boolean;

  constructor(
    private readonly local: KeyValueStore,
    private readonly session: KeyValueStore,
  ) {
    this.visible = readConsent(local).cookieChoice === null && session.getItem(COOKIE_BAR_POSTPONED_KEY) === null;
    makeObservable(this, { visible: observable, accept: action, optOut: action, postpone: action });
  }

  accept(): void {
    storeConsent(this.local, [{ type: 'store-cookie-consent' }]);
    this.visible = false;
  }

  optOut(): void {
    this.local.setItem(COOKIE_CONSENT_KEY, COOKIE_OPT_OUT);
    this.visible = false;
  }

  postpone(): void {
    this.session.setItem(COOKIE_BAR_POSTPONED_KEY, '1');
    this.visible = false;
  }
}
