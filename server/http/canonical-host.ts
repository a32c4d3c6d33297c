import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PATH = /^\/(v1|ws)(\/|$)/;

/** localhost, 127.x.y.z and ::1: names of this very machine, so a redirect between them always lands. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The host the browser typed: a reverse proxy's X-Forwarded-Host, else Host. */
function requestedHost(request: FastifyRequest): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host;
  return host?.trim().toLowerCase() || undefined;
}

function hostnameOf(host: string): string {
  return new URL(`http://${host}`).hostname;
}

export type CanonicalDecision = { kind: 'serve' } | { kind: 'redirect'; location: string } | { kind: 'explain'; typed: string };

/**
 * Decision where the specification is silent (README "Any address"): sign-in works from every
 * address the server answers on (server/identity/served-origins.ts: PUBLIC_URL and this machine's
 * own names and addresses on its port), so those are served as they are. A page asked for by any
 * other name (a DNS alias, a proxy that rewrites Host) is redirected to PUBLIC_URL, where sign-in
 * works. The one case a redirect cannot help: PUBLIC_URL names this machine's loopback (the
 * default) and the request came from another device; there the page says which PUBLIC_URL to set
 * instead of sending the device to its own localhost.
 */
export function canonicalDecision(
  publicUrl: string,
  servedHosts: ReadonlySet<string>,
  typedHost: string | undefined,
  path: string,
): CanonicalDecision {
  const canonical = new URL(publicUrl);
  if (!typedHost || typedHost === canonical.host.toLowerCase() || servedHosts.has(typedHost)) return { kind: 'serve' };
  let typedName: string;
  try {
    typedName = hostnameOf(typedHost);
  } catch {
    return { kind: 'serve' };
  }
  if (isLoopbackHost(canonical.hostname) && !isLoopbackHost(typedName)) return { kind: 'explain', typed: typedHost };
  return { kind: 'redirect', location: `${canonical.origin}${path}` };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function explainPage(publicUrl: string, typedHost: string): string {
  const typed = escapeHtml(typedHost);
  const current = escapeHtml(publicUrl);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Set PUBLIC_URL to use this address</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.2rem}</style></head>
<body><main><h1>This server is set up for another address</h1>
<p>You opened it as <code>${typed}</code>, but its address (PUBLIC_URL) is <code>${current}</code>, which only works on the server itself. Sign-in is issued for that one address.</p>
<p>To use the workbench from other devices, restart the server with <code>PUBLIC_URL=http://${typed}</code> (or the name every device uses), for example:</p>
<pre><code>PUBLIC_URL=http://${typed} npm start</code></pre></main></body></html>`;
}

/**
 * Page requests (GET and HEAD outside /v1/ and /ws/) reaching the server by a name it does not
 * serve go to PUBLIC_URL. API calls are left alone: they carry a token, not a name.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string, servedOrigins: readonly string[]): void {
  const servedHosts = new Set(servedOrigins.map((o) => new URL(o).host.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url;
    if (API_PATH.test(path.split('?')[0] ?? '/')) return;
    const decision = canonicalDecision(publicUrl, servedHosts, requestedHost(request), path);
    if (decision.kind === 'redirect') return reply.redirect(decision.location, 302);
    if (decision.kind === 'explain') return reply.code(421).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(explainPage(publicUrl, decision.typed));
  });
}
