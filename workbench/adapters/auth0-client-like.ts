/** The part of @auth0/auth0-spa-js's Auth0Client the workbench uses (a fake in tests). */
export interface TokenResponse {
  access_token: string;
  id_token: string;
  expires_in: number;
}

export interface Auth0ClientLike {
  loginWithRedirect(options?: { authorizationParams?: Record<string, string | undefined> }): Promise<void>;
  handleRedirectCallback(url?: string): Promise<unknown>;
  getTokenSilently(options: { cacheMode?: 'on' | 'off'; detailedResponse: true }): Promise<TokenResponse>;
  logout(options?: { logoutParams?: { returnTo?: string }; openUrl?: false }): Promise<void>;
}

/** auth0-spa-js errors carry the OAuth error code in `error`. */
export function oauthErrorCode(e: unknown): string {
  if (typeof e === 'object' && e !== null && typeof (e as { error?: unknown }).error === 'string') return (e as { error: string }).error;
  return e instanceof Error ? e.message : String(e);
}
