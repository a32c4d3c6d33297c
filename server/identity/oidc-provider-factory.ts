import Provider, { errors, type Client, type Grant, type KoaContextWithOIDC, type ResourceServer, type TokenLike } from 'oidc-provider';
import type { Clock } from '../../core/platform';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../http/context';
import { DatabaseOidcAdapter } from './database-oidc-adapter';
import { HASURA_CLAIMS_KEY, hasuraClaimsFor, idTokenClaimsFor } from './hasura-claims';
import type { IdentitySecrets } from './identity-secrets';
import { apiAudienceFor, clientIdFor, issuerFor } from './identity-settings';
import { loggedOutPage, logoutPage, providerErrorPage } from './pages/provider-pages';
import { findUserByEuid } from './user-accounts';

export interface ProviderDeps {
  db: Database;
  config: Pick<ServerConfig, 'publicUrl' | 'auth'>;
  clock: Clock;
  log: Logger;
  secrets: IdentitySecrets;
}

/** The OIDC scopes the SPA asks for (auth0-spa-js default plus offline_access for refresh tokens). */
const OIDC_SCOPES = 'openid profile email offline_access';
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Paths of Auth0, so @auth0/auth0-spa-js talks to the embedded provider unchanged. */
export const PROVIDER_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
  pushed_authorization_request: '/oauth/par',
  introspection: '/oauth/introspect',
  registration: '/oauth/register',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/code',
  backchannel_authentication: '/oauth/bc-authorize',
  challenge: '/oauth/challenge',
  credential: '/oauth/credential',
} as const;

const sameOrigin = (url: string, origin: string) => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

/**
 * The grant a first-party SPA gets without a consent screen: every OIDC scope it asked for and the
 * API's scopes. offline_access is dropped by oidc-provider unless prompt=consent, so refresh tokens
 * come from issueRefreshToken below instead, and end with the session (sign-out ends them).
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { provider, client, session, params, result, resourceServers } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = grantId ? await provider.Grant.find(grantId) : undefined;
  if (!grant || grant.accountId !== session.accountId) {
    grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  }
  grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
  for (const [resource, server] of Object.entries(resourceServers ?? {})) grant.addResourceScope(resource, server.scope);
  await grant.save();
  return grant;
}

export function createOidcProvider({ db, config, clock, log, secrets }: ProviderDeps): Provider {
  const issuer = issuerFor(config);
  const audience = apiAudienceFor(config);
  const origin = new URL(config.publicUrl).origin;
  const clientId = clientIdFor(config);

  const resourceServer: ResourceServer = {
    scope: OIDC_SCOPES,
    audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: HOUR,
    jwt: { sign: { alg: 'RS256' } },
  };

  const provider = new Provider(issuer, {
    adapter: DatabaseOidcAdapter.factory(db, clock),
    jwks: { keys: secrets.signingKeys },
    clients: [
      {
        client_id: clientId,
        client_name: 'OEE Workbench',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    routes: PROVIDER_ROUTES,
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', HASURA_CLAIMS_KEY],
      email: ['email'],
      profile: ['name', 'nickname', 'given_name', 'family_name'],
    },
    // Auth0 puts profile claims in the id token of the code flow; auth0-spa-js reads the user from it.
    conformIdTokenClaims: false,
    extraParams: ['audience', 'kiosk', 'screen_hint'],
    cookies: {
      names: { session: 'oee_session', interaction: 'oee_interaction', resume: 'oee_interaction_resume' },
      keys: secrets.cookieKeys,
      // Secure whenever users reach the server over HTTPS (directly or through a trusted proxy).
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure: config.publicUrl.startsWith('https:') },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure: config.publicUrl.startsWith('https:') },
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        // Auth0's `audience` parameter names the API; without it the API is still the resource.
        defaultResource: async (ctx: KoaContextWithOIDC, _client: Client, oneOf?: string) =>
          oneOf ?? (typeof ctx.oidc.params?.audience === 'string' ? ctx.oidc.params.audience : audience),
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== audience) throw new errors.InvalidTarget(`unknown audience ${indicator}`);
          return resourceServer;
        },
      },
    },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, requestOrigin: string) => requestOrigin === origin,
    loadExistingGrant: loadFirstPartyGrant,
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: Client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => {
      const user = await findUserByEuid(db, sub);
      if (!user || user.status !== 'ACTIVE') return undefined;
      return { accountId: user.euid, claims: () => idTokenClaimsFor(user) };
    },
    extraTokenClaims: async (_ctx: KoaContextWithOIDC, token: TokenLike) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserByEuid(db, token.accountId);
      return user ? { [HASURA_CLAIMS_KEY]: hasuraClaimsFor(user) } : undefined;
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
  });

  // The SPA may live at any path of its own origin (its redirect_uri is window.location.origin or a route).
  const clientProto = (provider as unknown as { Client: { prototype: Record<string, unknown> } }).Client.prototype;
  clientProto.redirectUriAllowed = (uri: string) => sameOrigin(uri, origin);
  clientProto.postLogoutRedirectUriAllowed = (uri: string) => sameOrigin(uri, origin);

  if (config.publicUrl.startsWith('https:')) provider.proxy = true;
  provider.on('server_error', (_ctx, err) => log.error(`identity provider error: ${(err as Error)?.stack ?? String(err)}`));
  return provider;
}
