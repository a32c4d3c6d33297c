import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import { readConsent, storeConsent, TERMS_FLOW_START, termsFlow, type TermsFlowEvent, type TermsFlowState } from './terms-flow';

function run(events: TermsFlowEvent[]) {
  let state: TermsFlowState = TERMS_FLOW_START;
  const effects = [];
  for (const e of events) {
    const step = termsFlow(state, e);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('terms flow (document 3 §4)', () => {
  it.each([null, 'optout', 'postpone'])('a cookie choice %j other than accept leads to the cookie prompt', (cookieChoice) => {
    expect(run([{ type: 'request-login', kind: 'login', cookieChoice, termsAccepted: true }]).state.step).toBe('cookie-prompt');
  });

  it('cookies accepted but terms not accepted leads to the terms prompt', () => {
    expect(run([{ type: 'request-login', kind: 'demo', cookieChoice: 'accept', termsAccepted: false }])).toEqual({
      state: { step: 'terms-prompt', kind: 'demo' },
      effects: [],
    });
  });

  it('cookies and terms accepted proceeds straight to login', () => {
    expect(run([{ type: 'request-login', kind: 'login', cookieChoice: 'accept', termsAccepted: true }]).effects).toEqual([
      { type: 'start-login', kind: 'login' },
    ]);
  });

  it('accepting the cookies stores the accept flag, then the terms are asked; accepting them stores the acceptance and then logs in', () => {
    const result = run([
      { type: 'request-login', kind: 'signup', cookieChoice: null, termsAccepted: false },
      { type: 'accept-cookies' },
      { type: 'accept-terms' },
    ]);
    expect(result.state).toEqual({ step: 'login', kind: 'signup' });
    expect(result.effects).toEqual([{ type: 'store-cookie-consent' }, { type: 'store-terms-acceptance' }, { type: 'start-login', kind: 'signup' }]);
  });

  it('refused cookies give the exact message and no login', () => {
    const result = run([{ type: 'request-login', kind: 'login', cookieChoice: null, termsAccepted: true }, { type: 'cancel-cookies' }]);
    expect(result.state).toEqual({
      step: 'refused',
      message: 'You may not login without granting permission to use cookies as this disables basic authentication functionality.',
    });
    expect(result.effects).toEqual([]);
  });

  it('cancelling the terms leads away from login and stores nothing', () => {
    const result = run([{ type: 'request-login', kind: 'demo', cookieChoice: 'accept', termsAccepted: false }, { type: 'cancel-terms' }]);
    expect(result).toEqual({ state: { step: 'idle' }, effects: [] });
  });

  it('an event that does not fit the state changes nothing', () => {
    expect(run([{ type: 'accept-terms' }])).toEqual({ state: { step: 'idle' }, effects: [] });
  });

  it("storing the effects writes the 'accept' flag and the terms acceptance to local storage", () => {
    const store = new MemoryKeyValueStore();
    expect(readConsent(store)).toEqual({ cookieChoice: null, termsAccepted: false });
    storeConsent(store, [{ type: 'store-cookie-consent' }, { type: 'store-terms-acceptance' }, { type: 'start-login', kind: 'login' }]);
    expect(readConsent(store)).toEqual({ cookieChoice: 'accept', termsAccepted: true });
  });

  it('an acceptance of older terms does not count', () => {
    const store = new MemoryKeyValueStore();
    store.setItem('terms_accepted', '2023-01-01');
    expect(readConsent(store).termsAccepted).toBe(false);
  });
});
