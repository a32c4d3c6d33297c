import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { translateLogoutUrl } from './auth0-parameters';

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
export async function mountProvider(app: FastifyInstance, provider: Provider, publicUrl: string): Promise<void> {
  const publicHost = new URL(publicUrl).host;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const callback = provider.callback();
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      request.raw.url = translateLogoutUrl(request.raw.url ?? '/');
      // The provider builds its endpoint addresses from the Host header; they must be PUBLIC_URL's,
      // whichever name or proxy the request came through.
      request.raw.headers.host = publicHost;
      callback(request.raw, reply.raw);
    };
    for (const url of PROVIDER_PATHS) scope.route({ method: ['GET', 'POST', 'OPTIONS'], url, handler });
  });
}
