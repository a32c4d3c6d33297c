/**
 * Auth0's logout takes `returnTo`; OpenID Connect's end-session endpoint takes
 * `post_logout_redirect_uri`. Rewrites a /v2/logout request address so the provider honours returnTo
 * (client_id stays, and the provider checks returnTo against the client's allowed addresses).
 */
export function translateLogoutUrl(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  if (path !== '/v2/logout') return url;
  const params = new URLSearchParams(query);
  const returnTo = params.get('returnTo');
  if (returnTo === null || params.has('post_logout_redirect_uri')) return url;
  params.delete('returnTo');
  params.set('post_logout_redirect_uri', returnTo);
  return `${path}?${params.toString()}`;
}
