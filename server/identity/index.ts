/**
 * Identity: the embedded OpenID Connect provider (oidc-provider 8, which supports Node 20) at Auth0's paths, and the API's
 * check of bearer access tokens.
 *
 * - Paths: /authorize, /oauth/token, /v2/logout (returnTo and client_id honoured), /oauth/revoke,
 *   /userinfo, /.well-known/openid-configuration, /.well-known/jwks.json; sign-in screens under
 *   /interaction/:uid; reset links at /identity/reset/:token (mailed with SMTP_URL, else in the server log).
 * - Issuer `${PUBLIC_URL}/`; the SPA client is 'oee-workbench' (public, PKCE, refresh tokens, any
 *   redirect address on PUBLIC_URL's origin); the API audience is `${PUBLIC_URL}/v1/`.
 * - Extra /authorize parameters: `audience` (Auth0's, mapped to the resource indicator),
 *   `screen_hint=signup` (opens sign-up), `kiosk` (the kiosk link: base64('email:password') from the
 *   login hash; valid: signed in without the form; invalid: the form with an error).
 * - 'JWT: REFRESH SESSION!' (401) is answered when the token's company or role differ from the
 *   user's current ones (company created or joined, role changed); a token refresh fixes it.
 * - With AUTH_DOMAIN, AUTH_CLIENT_ID and AUTH_AUDIENCE set nothing is mounted and tokens are checked
 *   against the tenant's JWKS.
 */
export { identityRoutes } from './identity-routes';
export { servedOrigins } from './served-origins';
export { createAuthenticator, AUTH_ERRORS, type AuthenticatorDeps } from './authenticator';
export { DEFAULT_CLIENT_ID, apiAudienceFor, clientIdFor, issuerFor } from './identity-settings';
export { hasuraClaimsFor } from './hasura-claims';
export { encodeKioskToken } from './kiosk-token';
export { hashPassword, verifyPassword } from './password';
