import { describe, expect, it } from 'vitest';
import { defaultAppState } from '../../core/session';
import { hasSessionHint } from './session-hint';

const none = { search: '', hash: '' };
describe('loading auth only when a session may exist', () => {
  it('a first visit to the public page loads no auth', () => {
    expect(hasSessionHint(none, defaultAppState(), ['cookies', 'app'])).toBe(false);
  });
  it.each([
    ['a return from the provider', { search: '?code=x&state=y', hash: '' }, []],
    ['a kiosk link', { search: '', hash: '#kiosk=abc' }, []],
    ["auth0's cache", none, ['@@auth0spajs@@::oee-workbench::http://x/v1/::openid']],
  ])('%s does', (_name, address, keys) => {
    expect(hasSessionHint(address, defaultAppState(), keys)).toBe(true);
  });
  it('a stored token does', () => {
    const state = defaultAppState();
    state.auth.token = 't';
    expect(hasSessionHint(none, state, [])).toBe(true);
  });
});
