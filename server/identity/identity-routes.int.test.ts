import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../http/context';
import { identityRoutes } from './identity-routes';
import { loadIdentitySecrets, publicJwks } from './identity-secrets';

const base = { port: 3000, publicUrl: 'http://localhost:3000', dataDir: '/tmp/unused', simulator: false } as ServerConfig;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

async function appFor(ctx: Omit<ServerContext, 'authenticate'>): Promise<FastifyInstance> {
  const app = Fastify();
  await identityRoutes(app, { ...ctx, authenticate: async () => Promise.reject(new Error('unused')) });
  return app;
}

forEachDatabase('embedded provider at Auth0 paths', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFor({ db: t.db, config: base, log: silent });
  });
  afterAll(async () => app?.close());

  it('publishes discovery with the issuer `${publicUrl}/` (trailing slash) and Auth0 endpoint paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: 'http://localhost:3000/',
      authorization_endpoint: 'http://localhost:3000/authorize',
      token_endpoint: 'http://localhost:3000/oauth/token',
      end_session_endpoint: 'http://localhost:3000/v2/logout',
      jwks_uri: 'http://localhost:3000/.well-known/jwks.json',
      userinfo_endpoint: 'http://localhost:3000/userinfo',
    });
  });

  it('serves the stored public signing keys at /.well-known/jwks.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const { signingKeys } = await loadIdentitySecrets(t.db);
    expect(res.json().keys.map((k: { kid: string; n: string }) => [k.kid, k.n])).toEqual(publicJwks(signingKeys).keys.map((k) => [k.kid, k.n]));
    expect(res.body).not.toContain('"d"');
  });

  it('refuses a logout returnTo outside the application and sends nobody there', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/logout?client_id=oee-workbench&returnTo=https%3A%2F%2Fevil.example%2F' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('post_logout_redirect_uri not registered');
  });

  it('refuses an authorization request for an unknown audience', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/authorize?client_id=oee-workbench&response_type=code&scope=openid&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&audience=https%3A%2F%2Fother.api%2F',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('error=invalid_target');
  });

  it('provider pages load no external fonts or stylesheets', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/logout' });
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost:3000)/);
    expect(res.body).not.toContain('@import');
  });
});

describe('with a hosted Auth0 tenant configured', () => {
  it('does not mount the embedded provider', async () => {
    const config = { ...base, auth: { domain: 'tenant.auth0.com', clientId: 'abc', audience: 'https://api/' } };
    const db = { query: () => Promise.reject(new Error('no database needed')) } as unknown as ServerContext['db'];
    const app = await appFor({ db, config, log: silent });
    const res = await app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
