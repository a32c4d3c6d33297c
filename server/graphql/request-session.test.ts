import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../http/context';
import { resolveSession, type SessionDeps } from './request-session';

const auth: AuthContext = {
  userEuid: 'U1',
  email: 'u@example.com',
  companyId: 7,
  companyEuid: 'C7',
  role: 'USER',
  isSuper: false,
  isDemo: false,
  claims: {
    'x-hasura-default-role': 'user',
    'x-hasura-allowed-roles': ['user'],
    'x-hasura-user-id': 'U1',
    'x-hasura-company-id': '7',
    'x-hasura-company': 'C7',
    'x-hasura-app-role': 'USER',
  },
};
const deps: SessionDeps = {
  adminSecret: 's3cret',
  authenticate: async (h) => {
    if (h.authorization !== 'Bearer good') throw new Error('JWTExpired');
    return auth;
  },
};

describe('GraphQL session resolution', () => {
  it('the token\'s Hasura claims give the role and the company session variable', async () => {
    const s = await resolveSession({ authorization: 'Bearer good' }, deps);
    expect(s.role).toBe('user');
    expect(s.vars['x-hasura-company-id']).toBe('7');
  });

  it('the admin secret gives the admin role', async () => {
    expect((await resolveSession({ 'x-hasura-admin-secret': 's3cret' }, deps)).role).toBe('admin');
  });

  it.each([
    ['a wrong admin secret', { 'x-hasura-admin-secret': 'guess' }, 'access-denied'],
    ['an empty admin secret', { 'x-hasura-admin-secret': '' }, 'access-denied'],
    ['no authorization header', {}, 'invalid-headers'],
    ['a token that fails verification', { authorization: 'Bearer bad' }, 'invalid-jwt'],
    ['a role outside the allowed roles', { authorization: 'Bearer good', 'x-hasura-role': 'admin' }, 'access-denied'],
  ])('%s is refused', async (_name, headers, code) => {
    await expect(resolveSession(headers, deps)).rejects.toMatchObject({ code });
  });

  it('the client cannot set session variables next to a token', async () => {
    const s = await resolveSession({ authorization: 'Bearer good', 'x-hasura-company-id': '1' }, deps);
    expect(s.vars['x-hasura-company-id']).toBe('7');
  });
});
