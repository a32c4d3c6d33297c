import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { COOKIE_ACCEPT, COOKIE_CONSENT_KEY, TERMS_ACCEPTED_KEY, TERMS_VERSION } from '../../core/session';
import { ConsentGate } from './consent-gate';

describe('cookie and terms prompts before login', () => {
  it('the cookie prompt comes first, then the terms prompt, then the login may start', async () => {
    const local = new MemoryKeyValueStore();
    const gate = new ConsentGate(local);
    const answer = gate.request('login');
    expect(gate.state.step).toBe('cookie-prompt');
    gate.acceptCookies();
    expect(gate.state.step).toBe('terms-prompt');
    gate.acceptTerms();
    await expect(answer).resolves.toBe(true);
    expect(local.getItem(COOKIE_CONSENT_KEY)).toBe(COOKIE_ACCEPT);
    expect(local.getItem(TERMS_ACCEPTED_KEY)).toBe(TERMS_VERSION);
  });

  it('the demo login is guarded the same way', async () => {
    const gate = new ConsentGate(new MemoryKeyValueStore());
    const answer = gate.request('demo');
    expect(gate.state).toEqual({ step: 'cookie-prompt', kind: 'demo', termsAccepted: false });
    gate.acceptCookies();
    gate.acceptTerms();
    await expect(answer).resolves.toBe(true);
  });

  it('once both were accepted, a later login asks nothing', async () => {
    const local = new MemoryKeyValueStore();
    local.setItem(COOKIE_CONSENT_KEY, COOKIE_ACCEPT);
    local.setItem(TERMS_ACCEPTED_KEY, TERMS_VERSION);
    await expect(new ConsentGate(local).request('login')).resolves.toBe(true);
  });

  it('refusing cookies shows the refused-cookie message and no login starts', async () => {
    const gate = new ConsentGate(new MemoryKeyValueStore());
    const answer = gate.request('login');
    gate.cancelCookies();
    await expect(answer).resolves.toBe(false);
    expect(gate.state.step).toBe('refused');
    gate.dismissRefusal();
    expect(gate.state.step).toBe('idle');
  });

  it('cancelling the terms prompt stores no acceptance and no login starts', async () => {
    const local = new MemoryKeyValueStore();
    const gate = new ConsentGate(local);
    const answer = gate.request('login');
    gate.acceptCookies();
    gate.cancelTerms();
    await expect(answer).resolves.toBe(false);
    expect(local.getItem(TERMS_ACCEPTED_KEY)).toBeNull();
  });
});
