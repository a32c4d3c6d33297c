import { describe, expect, it } from 'vitest';
import { translateLogoutUrl } from './auth0-parameters';

describe("Auth0's /v2/logout parameters on the embedded provider", () => {
  it('logout honours returnTo: it becomes post_logout_redirect_uri, client_id is kept', () => {
    const out = translateLogoutUrl('/v2/logout?client_id=oee-workbench&returnTo=http%3A%2F%2Flocalhost%3A3000%2F');
    const params = new URLSearchParams(out.split('?')[1]);
    expect(out.startsWith('/v2/logout?')).toBe(true);
    expect(params.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(params.get('client_id')).toBe('oee-workbench');
    expect(params.has('returnTo')).toBe(false);
  });

  it.each([
    ['a logout without returnTo', '/v2/logout?client_id=x'],
    ['a logout that already names post_logout_redirect_uri', '/v2/logout?returnTo=a&post_logout_redirect_uri=b'],
    ['another path', '/authorize?returnTo=http%3A%2F%2Fx'],
    ['the confirmation step', '/v2/logout/confirm'],
  ])('leaves %s unchanged', (_label, url) => {
    expect(translateLogoutUrl(url)).toBe(url);
  });
});
