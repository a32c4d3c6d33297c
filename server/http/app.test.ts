import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { isDescribed } from '../api/openapi';
import { buildApp } from './app';
import { routeTable } from './route-table';
import { HttpError, type RouteModule, type ServerContext } from './context';

function fakeDb(kind: Database['kind'], healthy = true): Database {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    kind,
    query: async () => (healthy ? { rows: [], affectedRows: 0 } : Promise.reject(new Error('connection refused'))),
    exec: fail, transaction: fail, listen: fail, copyFrom: fail, close: async () => undefined,
  } as Database;
}

const probes: RouteModule = (app) => {
  app.get('/v1/probe/http-error', async () => {
    throw new HttpError(403, 'JWT: NO COMPANY!');
  });
  app.get('/v1/probe/http-error-body', async () => {
    throw new HttpError(404, 'Preset not found', { detail: 'Preset not found', euid: 'x' });
  });
  app.post('/v1/probe/zod', async (request) => {
    z.object({ part_name: z.string().min(1).max(30), qty: z.number() }).parse(request.body);
    return { ok: true };
  });
  app.get('/v1/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
  app.post('/v1/probe/echo', async (request) => ({ body: request.body }));
};

describe('buildApp', () => {
  let app: FastifyInstance;
  let dir: string;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'oee-app-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'public'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<html>workbench</html>');
    writeFileSync(join(dir, 'dist', 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'dist', 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dir, 'public', 'terms.html'), '<h1>Terms of Service</h1>');
    writeFileSync(join(dir, 'public', 'privacy.html'), '<h1>Privacy Policy</h1>');
    const ctx: ServerContext = {
      db: fakeDb('embedded'),
      config: { ...loadConfig({}), bodyLimit: 1024 },
      log: { info: () => undefined, warn: () => undefined, error: (m) => logged.push(m) },
      authenticate: async () => {
        throw new HttpError(401, 'unauthenticated');
      },
    };
    app = await buildApp(ctx, [probes], { distDir: join(dir, 'dist'), publicDir: join(dir, 'public') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /v1/health answers ok and which database it runs on', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, db: 'embedded' });
  });

  it('GET /v1/health answers 503 when the database cannot be reached', async () => {
    const down = await buildApp({ db: fakeDb('server', false), config: loadConfig({}), log: { info() {}, warn() {}, error() {} }, authenticate: async () => Promise.reject(new Error('x')) }, [], { distDir: join(dir, 'none'), publicDir: join(dir, 'none') });
    const res = await down.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, db: 'server' });
    await down.close();
  });

  it('an HttpError answers its status with {detail: message}', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/probe/http-error' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'JWT: NO COMPANY!' });
  });

  it('an HttpError with its own body answers that body', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/probe/http-error-body' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Preset not found', euid: 'x' });
  });

  it('a zod validation error answers 400 with field errors {field: [messages]}', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/probe/zod', payload: { part_name: '', qty: 'many' } });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Record<string, string[]>;
    expect(Object.keys(body).sort()).toEqual(['part_name', 'qty']);
    expect(body.part_name![0]).toMatch(/>=1|at least 1|too small/i);
  });

  it('an unexpected error answers 500 "API Error", hides its message and is logged', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'API Error' });
    expect(res.body).not.toContain('secret');
    expect(logged.some((l) => l.startsWith('API Error') && l.includes('secret internal detail'))).toBe(true);
  });

  it('refuses a request body over the size limit with 413 and {detail}', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/probe/echo', payload: { text: 'x'.repeat(2000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('detail');
  });

  it('refuses malformed JSON with 400 and {detail}', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/probe/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });

  it('accepts form posts (the generic resource helpers post forms)', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/probe/echo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Dock&key=D1' });
    expect(res.json()).toEqual({ body: { name: 'Dock', key: 'D1' } });
  });

  it.each(['/v1/no_such_thing/', '/ws/nothing/'])('answers an unknown API path %s with a JSON 404', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toEqual({ detail: `Not found: GET ${url}` });
  });

  it.each(['/', '/graph/custom/sch/mrp', '/company/users', '/reasons/Jam'])('serves the app index.html for the client route %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html>workbench</html>');
  });

  it.each([['/terms.html', 'Terms of Service'], ['/privacy.html', 'Privacy Policy']])('serves %s from public/', async (url, text) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(text);
  });

  it('serves fingerprinted assets with a long-lived cache header', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the build\'s brotli copy to a browser that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('each built file is a route of its own, listed at start and kept out of the API description (no directory read per request)', () => {
    const routes = routeTable(app).filter((r) => r.url === '/assets/main-abc123.js');
    expect(routes.map((r) => r.method).sort()).toEqual(['GET', 'HEAD']);
    expect(routes.every((r) => r.hidden && !isDescribed(r))).toBe(true);
  });

  it.each(['/ASSETS/main-abc123.js', '/assets/../../dist/assets/main-abc123.js', '/assets/%2e%2e/index.html'])('serves no file for the path %s, only the app page or a refusal', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.body).not.toBe('console.log(1)');
    if (res.statusCode === 200) expect(res.body).toBe('<html>workbench</html>');
  });
});
