import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { ProviderSet } from './provider-set';

const request = (host: string) => ({ headers: { host } }) as unknown as FastifyRequest;

describe('ProviderSet (issue 8: one provider per served origin)', () => {
  it('answers each served address with its own provider, and PUBLIC_URL for an unknown host', () => {
    const made: string[] = [];
    const set = new ProviderSet('http://localhost:3000', ['http://localhost:3000', 'http://10.0.0.5:3000'], (o) => (made.push(o), { origin: o } as unknown as Provider));
    expect(set.forRequest(request('10.0.0.5:3000')).host).toBe('10.0.0.5:3000');
    expect(set.forRequest(request('evil.example')).host).toBe('localhost:3000');
    expect(made).toEqual(['http://10.0.0.5:3000', 'http://localhost:3000']);
  });

  it("issue 16: when two served origins share a host (http and https), PUBLIC_URL's wins", () => {
    const set = new ProviderSet('https://localhost:3443', ['https://localhost:3443', 'http://localhost:3443'], (o) => ({ origin: o }) as unknown as Provider);
    expect((set.forRequest(request('localhost:3443')).provider as unknown as { origin: string }).origin).toBe('https://localhost:3443');
  });
});
