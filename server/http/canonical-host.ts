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
 * Decision where the specification is silent (README): the product has ONE address, PUBLIC_URL, as
 * Grafana's root_url or Nextcloud's overwrite.cli.url; sign-in tokens are issued for it. A page asked
 * for by another name is redirected there, so http://127.0.0.1:3000/parts becomes
 * http://localhost:3000/parts and sign-in works. The one case a redirect cannot help: PUBLIC_URL
 * names this machine's loopback (the default) and the request came from another device (a tablet
 * typing the LAN address); there the page says which PUBLIC_URL to set instead of sending the
 * tablet to its own localhost.
 */
export function canonicalDecision(publicUrl: string, typedHost: string | undefined, path: string): CanonicalDecision {
  const canonical = new URL(publicUrl);
  if (!typedHost || typedHost === canonical.host.toLowerCase()) return { kind: 'serve' };
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
 * Page requests (GET and HEAD outside /v1/ and /ws/) reaching the server by another name go to
 * PUBLIC_URL. API calls are left alone: they carry a token, not a name.
 */
export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url;
    if (API_PATH.test(path.split('?')[0] ?? '/')) return;
    const decision = canonicalDecision(publicUrl, requestedHost(request), path);
    if (decision.kind === 'redirect') return reply.redirect(decision.location, 302);
    if (decision.kind === 'explain') return reply.code(421).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(explainPage(publicUrl, decision.typed));
  });
}
