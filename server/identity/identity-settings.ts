import type { ServerConfig } from '../config';

/** The SPA client's id when no hosted tenant is configured. */
export const DEFAULT_CLIENT_ID = 'oee-workbench';

type IdentityConfig = Pick<ServerConfig, 'publicUrl' | 'auth'>;

/**
 * The issuer tokens carry: `${publicUrl}/` with its trailing slash, because auth0-spa-js builds the
 * expected issuer as `${domainUrl}/` and compares it with the id token's iss.
 */
export function issuerFor(config: IdentityConfig): string {
  return config.auth ? `https://${config.auth.domain.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/` : `${config.publicUrl}/`;
}

/** The API's audience (Auth0's `audience`, a resource indicator for oidc-provider). */
export function apiAudienceFor(config: IdentityConfig): string {
  return config.auth?.audience ?? `${config.publicUrl}/v1/`;
}

export function clientIdFor(config: IdentityConfig): string {
  return config.auth?.clientId ?? DEFAULT_CLIENT_ID;
}
