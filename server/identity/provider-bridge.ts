import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { translateLogoutUrl } from './auth0-parameters';
import type { ProviderSet } from './provider-set';

/** Every path the provider answers (Auth0's names, see PROVIDER_ROUTES); the rest of the server stays Fastify's. */
const PROVIDER_PATHS = [
  '/authorize',
  '/authorize/*',
  '/oauth/*',
  '/v2/logout',
  '/v2/logout/*',
  '/.well-known/openid-configuration',
  '/.well-known/jwks.json',
  '/userinfo',
];

/**
 * Mounts oidc-provider (a Koa application) under Fastify: Fastify routes the paths, then hands the raw
 * request and response to the provider. In this scope no body is parsed, so the provider reads the
 * request stream itself as it expects.
 */
export async function mountProvider(app: FastifyInstance, providers: ProviderSet): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const callbacks = new Map<Provider, ReturnType<Provider['callback']>>();
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      request.raw.url = translateLogoutUrl(request.raw.url ?? '/');
      const { provider, host } = providers.forRequest(request);
      // The provider builds its endpoint addresses from the Host header; they must be its issuer's,
      // whichever name or proxy the request came through.
      request.raw.headers.host = host;
      let callback = callbacks.get(provider);
      if (!callback) callbacks.set(provider, (callback = provider.callback()));
      callback(request.raw, reply.raw);
    };
    for (const url of PROVIDER_PATHS) scope.route({ method: ['GET', 'POST', 'OPTIONS'], url, handler });
  });
}
