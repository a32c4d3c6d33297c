import { COOKIES_REFUSED } from '../errors';
import type { KeyValueStore } from '../platform';

/** The kinds of login the terms prompt guards: normal, sign-up and demo (document 3 §1). */
export type LoginKind = 'login' | 'signup' | 'demo';

export type TermsFlowState =
  | { step: 'idle' }
  | { step: 'cookie-prompt'; kind: LoginKind; termsAccepted: boolean }
  | { step: 'terms-prompt'; kind: LoginKind }
  | { step: 'refused'; message: string }
  | { step: 'login'; kind: LoginKind };

export type TermsFlowEvent =
  | { type: 'request-login'; kind: LoginKind; cookieChoice: string | null; termsAccepted: boolean }
  | { type: 'accept-cookies' }
  | { type: 'cancel-cookies' }
  | { type: 'accept-terms' }
  | { type: 'cancel-terms' };

export type TermsFlowEffect = { type: 'store-cookie-consent' } | { type: 'store-terms-acceptance' } | { type: 'start-login'; kind: LoginKind };

export interface TermsFlowStep {
  state: TermsFlowState;
  effects: TermsFlowEffect[];
}

export const TERMS_FLOW_START: TermsFlowState = { step: 'idle' };

/**
 * The cookie-then-terms flow (document 3 §4): a cookie choice other than 'accept' leads to the cookie
 * prompt; otherwise terms not accepted lead to the terms prompt; accepting stores the acceptance and
 * proceeds to login. Cancelling the cookie prompt refuses the login with the cookies message;
 * cancelling the terms prompt leads away from login. Events that do not fit the state change nothing.
 */
export function termsFlow(state: TermsFlowState, event: TermsFlowEvent): TermsFlowStep {
  switch (event.type) {
    case 'request-login':
      if (event.cookieChoice !== COOKIE_ACCEPT) {
        return { state: { step: 'cookie-prompt', kind: event.kind, termsAccepted: event.termsAccepted }, effects: [] };
      }
      return afterCookies(event.kind, event.termsAccepted, []);
    case 'accept-cookies':
      if (state.step !== 'cookie-prompt') return { state, effects: [] };
      return afterCookies(state.kind, state.termsAccepted, [{ type: 'store-cookie-consent' }]);
    case 'cancel-cookies':
      if (state.step !== 'cookie-prompt') return { state, effects: [] };
      return { state: { step: 'refused', message: COOKIES_REFUSED }, effects: [] };
    case 'accept-terms':
      if (state.step !== 'terms-prompt') return { state, effects: [] };
      return {
        state: { step: 'login', kind: state.kind },
        effects: [{ type: 'store-terms-acceptance' }, { type: 'start-login', kind: state.kind }],
      };
    case 'cancel-terms':
      if (state.step !== 'terms-prompt') return { state, effects: [] };
      return { state: TERMS_FLOW_START, effects: [] };
  }
}

function afterCookies(kind: LoginKind, termsAccepted: boolean, effects: TermsFlowEffect[]): TermsFlowStep {
  if (!termsAccepted) return { state: { step: 'terms-prompt', kind }, effects };
  return { state: { step: 'login', kind }, effects: [...effects, { type: 'start-login', kind }] };
}

/** Local-storage keys and values of the consent (the 'accept' flag is the specification's). */
export const COOKIE_CONSENT_KEY = 'cookies';
export const COOKIE_ACCEPT = 'accept';
export const TERMS_ACCEPTED_KEY = 'terms_accepted';
/** Acceptance is stored as the terms' date, so a later revision of the terms asks again. */
export const TERMS_VERSION = '2024-02-14';

/** Reads what the flow needs to know from local storage. */
export function readConsent(store: KeyValueStore): { cookieChoice: string | null; termsAccepted: boolean } {
  return { cookieChoice: store.getItem(COOKIE_CONSENT_KEY), termsAccepted: store.getItem(TERMS_ACCEPTED_KEY) === TERMS_VERSION };
}

/** Carries out the storage effects; the host performs start-login. */
export function storeConsent(store: KeyValueStore, effects: readonly TermsFlowEffect[]): void {
  for (const effect of effects) {
    if (effect.type === 'store-cookie-consent') store.setItem(COOKIE_CONSENT_KEY, COOKIE_ACCEPT);
    if (effect.type === 'store-terms-acceptance') store.setItem(TERMS_ACCEPTED_KEY, TERMS_VERSION);
  }
}
