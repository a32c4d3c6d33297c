import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloGraphqlClient } from './apollo-graphql-client';
import { CALLER_RETRIES } from '../api/graphql-retry';

const QUERY = gql`query Q { core_company { id } }`;
const MUTATION = gql`mutation M { delete_core_company(where: {}) { affected_rows } }`;
const answer = () => new Response(JSON.stringify({ data: { core_company: [{ id: 1 }] } }), { status: 200, headers: { 'content-type': 'application/json' } });
const status = (code: number) => new Response('{"error":"x"}', { status: code, headers: { 'content-type': 'application/json' } });

describe('document 2 §7: GraphQL queries retry after failure (300 ms up to 3000 ms, jittered, at most 500 attempts)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const client = () => createApolloGraphqlClient('http://127.0.0.1:1', async () => 'token');

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    // Subscriptions connect lazily and none is made here; graphql-ws only checks one exists (Node 20 has none).
    vi.stubGlobal('WebSocket', class {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a query that fails twice on the network answers once the server does, each wait at most 3000 ms', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down')).mockResolvedValueOnce(status(503)).mockResolvedValueOnce(answer());
    const result = client().query({ query: QUERY, fetchPolicy: 'no-cache' });
    await vi.advanceTimersByTimeAsync(2 * 3000);
    await expect(result).resolves.toMatchObject({ data: { core_company: [{ id: 1 }] } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('every attempt carries the token as it is at that moment', async () => {
    let token = 'old';
    fetchMock.mockRejectedValueOnce(new TypeError('network down')).mockResolvedValueOnce(answer());
    const result = createApolloGraphqlClient('http://127.0.0.1:1', async () => token).query({ query: QUERY, fetchPolicy: 'no-cache' });
    await vi.advanceTimersByTimeAsync(0);
    token = 'renewed';
    await vi.advanceTimersByTimeAsync(3000);
    await result;
    const auth = fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('authorization'));
    expect(auth).toEqual(['Bearer old', 'Bearer renewed']);
  });

  it('gives up after 500 attempts', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('network down');
    });
    const result = client().query({ query: QUERY, fetchPolicy: 'no-cache' });
    const outcome = result.then(() => 'answered', () => 'failed');
    await vi.advanceTimersByTimeAsync(500 * 3000);
    expect(await outcome).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(500);
  });

  it('a mutation is sent once: a write sent again could apply twice', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const outcome = client().mutate({ mutation: MUTATION }).then(() => 'answered', () => 'failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a request refused as malformed (400) is not sent again; one refused for its token (401) is', async () => {
    fetchMock.mockResolvedValueOnce(status(400));
    const refused = client().query({ query: QUERY, fetchPolicy: 'no-cache' }).then(() => 'answered', () => 'failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await refused).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset().mockResolvedValueOnce(status(401)).mockResolvedValueOnce(answer());
    const renewed = client().query({ query: QUERY, fetchPolicy: 'no-cache' });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(renewed).resolves.toMatchObject({ data: { core_company: [{ id: 1 }] } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a query whose caller retries it (the data table) is sent once', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const outcome = client()
      .query({ query: QUERY, fetchPolicy: 'no-cache', context: { [CALLER_RETRIES]: true } })
      .then(() => 'answered', () => 'failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
