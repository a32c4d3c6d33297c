import { describe, expect, it } from 'vitest';
import { parseApiError } from '../../core/errors';
import type { AuthEvent } from '../../core/session';
import { FetchHttpClient } from './fetch-http-client';

interface Seen {
  url: string;
  init: RequestInit;
}
function client(status: number, body: unknown, token: string | null = 'tok') {
  const seen: Seen[] = [];
  const events: AuthEvent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  }) as unknown as typeof globalThis.fetch;
  const http = new FetchHttpClient({ token: async () => token, onAuthEvent: (e) => events.push(e), fetch });
  return { http, seen, events };
}

describe('FetchHttpClient', () => {
  it('every request carries the bearer access token', async () => {
    const { http, seen } = client(200, { ok: 1 });
    await expect(http.get('/v1/metric_setup/')).resolves.toEqual({ ok: 1 });
    expect((seen[0]!.init.headers as Record<string, string>)['Authorization']).toBe('Bearer tok');
  });

  it('a GET carries the extra headers it is given, beside the bearer token (document 3 §7: the session call\'s X-SessionID)', async () => {
    const { http, seen } = client(200, {});
    await http.get('/v1/company_profile/me/', { timestamp: 1 }, { headers: { 'X-SessionID': 's-1' } });
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers['X-SessionID']).toBe('s-1');
    expect(headers['Authorization']).toBe('Bearer tok');
  });

  it('signed out, no Authorization header is sent', async () => {
    const { http, seen } = client(200, {}, null);
    await http.get('/v1/x/');
    expect((seen[0]!.init.headers as Record<string, string>)['Authorization']).toBeUndefined();
  });

  it('GET sends its params as a query, leaving out undefined', async () => {
    const { http, seen } = client(200, {});
    await http.get('/v1/company_profile/me/', { timestamp: 1700000000000, skip: undefined });
    expect(seen[0]!.url).toBe('/v1/company_profile/me/?timestamp=1700000000000');
  });

  it('POST sends JSON, or form data when asked', async () => {
    const { http, seen } = client(200, []);
    await http.post('/v1/navpreset/get_presets/', { navpreset: { name: 'a' } });
    await http.post('/v1/contact/', { name: 'Ann', tags: ['a', 'b'], skip: null }, { form: true });
    expect(seen[0]!.init.body).toBe('{"navpreset":{"name":"a"}}');
    expect((seen[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(seen[1]!.init.body).toBe('name=Ann&tags=a&tags=b');
    expect((seen[1]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it.each([
    [400, { detail: 'Name must be text' }, 'Name must be text'],
    [400, { name: ['This field is required.'] }, 'This field is required.: NAME'],
    [500, 'duplicate key value violates unique constraint "x" DETAIL: Key (name)=(a) already exists.', 'Key (name)=(a) already exists.'],
    [404, { detail: 'Preset not found' }, 'Preset not found'],
    [502, '', 'API Error'],
  ])('a %s answer rejects with an error parseApiError reads (%j)', async (status, body, text) => {
    const { http } = client(status, body);
    const error = await http.get('/v1/x/').catch((e: unknown) => e);
    expect(parseApiError(error)).toBe(text);
  });

  it("a GET answered 'JWT: NO COMPANY!' emits need-company-init", async () => {
    const { http, events } = client(403, { detail: 'JWT: NO COMPANY!' });
    await expect(http.get('/v1/company_profile/me/')).rejects.toBeDefined();
    expect(events).toEqual(['need-company-init']);
  });

  it("a GET answered 'JWT: REFRESH SESSION!' emits need-auth-refresh; other methods emit nothing", async () => {
    const { http, events } = client(401, { detail: 'JWT: REFRESH SESSION!' });
    await expect(http.get('/v1/x/')).rejects.toBeDefined();
    await expect(http.post('/v1/x/', {})).rejects.toBeDefined();
    expect(events).toEqual(['need-auth-refresh']);
  });

  it('a form body must be an object', async () => {
    const { http, seen } = client(200, {});
    await expect(http.post('/v1/x/', 'text', { form: true })).rejects.toThrow('A form body must be an object of fields.');
    expect(seen).toEqual([]);
  });
});
