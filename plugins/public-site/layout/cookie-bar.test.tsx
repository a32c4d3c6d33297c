// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../../core/platform';
import { readConsent, termsFlow, TERMS_FLOW_START } from '../../../core/session';
import { CookieBar } from './cookie-bar';
import { COOKIE_BAR_POSTPONED_KEY, CookieBarViewModel } from './cookie-bar.view-model';

afterEach(() => cleanup());

function setup(local = new MemoryKeyValueStore(), session = new MemoryKeyValueStore()) {
  const vm = new CookieBarViewModel(local, session);
  const privacyOpenings: string[] = [];
  render(<CookieBar vm={vm} onPrivacy={() => privacyOpenings.push('privacy')} />);
  return { vm, local, session, privacyOpenings, user: userEvent.setup() };
}

const bar = () => screen.queryByRole('region', { name: 'Cookies' });

describe('cookie bar (document 3 §2.7)', () => {
  it('offers Accept, Opt Out and a postpone (x) button to a first-time visitor', () => {
    setup();
    expect(bar()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opt Out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remind me later' })).toBeTruthy();
  });

  it("Accept writes the 'accept' flag that the sign-in flow reads, so login skips the cookie prompt", async () => {
    const { local, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(bar()).toBeNull();
    expect(local.getItem('cookies')).toBe('accept');
    const consent = readConsent(local);
    const next = termsFlow(TERMS_FLOW_START, { type: 'request-login', kind: 'login', ...consent });
    expect(next.state.step).toBe('terms-prompt');
  });

  it('Opt Out hides the bar for good but does not grant cookies, so login still asks', async () => {
    const { local, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Opt Out' }));
    expect(bar()).toBeNull();
    const consent = readConsent(local);
    expect(consent.cookieChoice).not.toBe('accept');
    expect(termsFlow(TERMS_FLOW_START, { type: 'request-login', kind: 'login', ...consent }).state.step).toBe('cookie-prompt');
    cleanup();
    setup(local);
    expect(bar()).toBeNull();
  });

  it('postpone (x) hides the bar for this browser session only and stores no choice', async () => {
    const { local, session, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Remind me later' }));
    expect(bar()).toBeNull();
    expect(local.getItem('cookies')).toBeNull();
    expect(session.getItem(COOKIE_BAR_POSTPONED_KEY)).not.toBeNull();
    cleanup();
    setup(local, new MemoryKeyValueStore());
    expect(bar()).not.toBeNull();
  });

  it('document 3 §2.6: its Privacy Policy opens the dialog, not a new tab (a button, no link away)', async () => {
    const { privacyOpenings, user } = setup();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(privacyOpenings).toEqual(['privacy']);
    expect(bar()).not.toBeNull();
  });

  it('stays hidden once cookies were accepted', () => {
    const local = new MemoryKeyValueStore();
    local.setItem('cookies', 'accept');
    setup(local);
    expect(bar()).toBeNull();
  });
});
