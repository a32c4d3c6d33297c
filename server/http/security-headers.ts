import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** The identity provider's own pages (silent-auth web_message, logout form) submit themselves with an inline script. */
const PROVIDER_PAGES = /^\/(authorize|v2\/logout|oauth\/)/;

/**
 * The Content-Security-Policy of the app: its own scripts only (Vite emits no inline script),
 * inline styles (PrimeReact, Plotly and the server-rendered sign-in pages set them), data and blob
 * images (chart and PDF exports), blob workers, websockets to its own host, and the hosted Auth0
 * tenant when one is configured. frame-ancestors 'self': the silent session check frames
 * /authorize from the app itself; nobody else may frame any page.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'publicUrl' | 'auth'>, inlineScripts = false): Record<string, string[]> {
  const auth = config.auth ? [`https://${config.auth.domain}`] : [];
  const ws = config.publicUrl.replace(/^http/, 'ws');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inlineScripts ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ws, ...auth],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...auth],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...auth],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
}

const serialise = (d: Record<string, string[]>) => Object.entries(d).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');

/** Helmet on every answer: CSP, X-Frame-Options SAMEORIGIN, nosniff, a strict referrer policy, HSTS behind HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'auth'>): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
  const providerPolicy = serialise(contentSecurityPolicy(config, true));
  app.addHook('onRequest', async (request, reply) => {
    // Headers go on the raw response: the provider's routes hand it over to oidc-provider (hijacked).
    if (PROVIDER_PAGES.test(request.url)) reply.raw.setHeader('content-security-policy', providerPolicy);
  });
}
