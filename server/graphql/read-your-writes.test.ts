import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HASURA_CLAIMS_KEY } from '../http/context';
import { companyOfBearer, registerReadYourWrites } from './read-your-writes';

const tokenOf = (claims: Record<string, unknown>) =>
  `Bearer ${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;
const companyToken = (company: string) => tokenOf({ sub: 'u1', [HASURA_CLAIMS_KEY]: { 'x-hasura-company-id': company } });

describe("issue 40: read-your-writes notes each successful REST write's company", () => {
  it("reads the company from the token's Hasura claims; no token, another shape or no company: none", () => {
    expect(companyOfBearer(companyToken('7'))).toBe('7');
    expect(companyOfBearer(undefined)).toBeUndefined();
    expect(companyOfBearer('Bearer opaque')).toBeUndefined();
    expect(companyOfBearer(tokenOf({ sub: 'u1' }))).toBeUndefined();
    expect(companyOfBearer(companyToken(''))).toBeUndefined();
    expect(companyOfBearer('Bearer a.!!!.c')).toBeUndefined();
  });

  it('a successful POST, PUT, PATCH or DELETE is noted before its answer; reads, failures and GraphQL posts are not', async () => {
    const noted: string[] = [];
    const app = Fastify();
    app.post('/v1/part/', async (_req, reply) => reply.code(201).send({ id: 1 }));
    app.put('/v1/part/1/', async () => ({ id: 1 }));
    app.delete('/v1/part/2/', async (_req, reply) => reply.code(400).send({ detail: 'no' }));
    app.get('/v1/part/', async () => []);
    app.post('/v1/graphql', async () => ({ data: {} }));
    registerReadYourWrites(app, { noteWrite: async (company) => void noted.push(company) });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, company: string) =>
      app.inject({ method, url, headers: { authorization: companyToken(company) }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
    await call('POST', '/v1/part/', 'created');
    await call('PUT', '/v1/part/1/', 'updated');
    await call('DELETE', '/v1/part/2/', 'refused');
    await call('GET', '/v1/part/', 'read');
    await call('POST', '/v1/graphql', 'graphql');
    expect(noted).toEqual(['created', 'updated']);
    await app.close();
  });
});
