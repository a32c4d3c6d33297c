import { describe, expect, it } from 'vitest';
import { graphqlRequestHeaders } from './graphql-request-headers';

describe('document 2 §7: the headers of every GraphQL request', () => {
  it('bearer token, domain and the session read from local storage', () => {
    const storage = { getItem: (k: string) => (k === 'session' ? 'S-42' : null) };
    expect(graphqlRequestHeaders('tok', 'plant.example:3000', storage)).toEqual({ Authorization: 'Bearer tok', 'X-Domain': 'plant.example:3000', 'X-Session': 'S-42' });
  });

  it('signed out: no authorization; blocked or empty storage: an empty session header', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(graphqlRequestHeaders(null, 'h', blocked)).toEqual({ 'X-Domain': 'h', 'X-Session': '' });
    expect(graphqlRequestHeaders(null, 'h', undefined)).toEqual({ 'X-Domain': 'h', 'X-Session': '' });
  });
});
