import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/http/app';
import type { Logger, ServerContext } from '../../server/http/context';
import { createAuthenticator, identityRoutes } from '../../server/identity';
import { openTestDatabase } from '../support/databases';
import { freePort } from '../support/free-port';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** GET over HTTPS to a self-signed server, answering status, headers and body. */
function httpsGet(port: number, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, fail) => {
    // Addressed as PUBLIC_URL names it (localhost), as a browser would: the provider answers per served origin.
    const req = request({ host: '127.0.0.1', port, path, rejectUnauthorized: false, headers: { host: `localhost:${port}` } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

// Issue 16 §8: security headers on every answer, and HTTPS with Secure cookies (a certificate the server reads).
describe('issue 16 §8: transport security', () => {
  let dir = '';
  let app: FastifyInstance | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let port = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'oee-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const opened = await openTestDatabase('embedded');
    dispose = opened.dispose;
    port = await freePort();
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: `https://localhost:${port}`, HOST: '127.0.0.1', SIMULATOR: 'off', TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') });
    const authenticate = await createAuthenticator({ db: opened.db, config });
    const ctx: ServerContext = { db: opened.db, config, log: silent, authenticate };
    app = await buildApp(ctx, [identityRoutes], { distDir: join(dir, 'dist'), publicDir: join(dir, 'public') });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers over HTTPS with HSTS, a CSP that only its own pages may frame, nosniff and a strict referrer policy', async () => {
    const res = await httpsGet(port, '/v1/health');
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['strict-transport-security'])).toContain('max-age=');
  });

  // Was a defect: the machine's own addresses were registered as http://, and http://localhost:PORT
  // took the place of PUBLIC_URL's https://localhost:PORT, so /authorize answered 'Sign-in error'.
  it('the sign-in page carries the same headers, and its cookies are Secure behind HTTPS', async () => {
    const q = new URLSearchParams({ client_id: 'oee-workbench', redirect_uri: `https://localhost:${port}/`, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's', nonce: 'n' });
    const res = await httpsGet(port, `/authorize?${q}`);
    expect(res.status).toBe(303);
    // The provider's own pages submit themselves with an inline script; only they get it.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c.toLowerCase()).toContain('; secure');
  });
});
