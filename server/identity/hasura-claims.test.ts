import { describe, expect, it } from 'vitest';
import { HASURA_CLAIMS_KEY, hasuraClaimsFor, idTokenClaimsFor } from './hasura-claims';
import type { UserAccount } from './user-accounts';

const user: UserAccount = {
  id: 7,
  euid: 'U7',
  email: 'ada@acme.test',
  passwordHash: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'MANAGER',
  status: 'ACTIVE',
  isSuper: false,
  isDemo: false,
  companyId: 3,
  companyEuid: 'C3',
};

describe('token claims', () => {
  it("access tokens carry Hasura's claims: role 'user', user euid, company id and euid, app role", () => {
    expect(hasuraClaimsFor(user)).toEqual({
      'x-hasura-default-role': 'user',
      'x-hasura-allowed-roles': ['user'],
      'x-hasura-user-id': 'U7',
      'x-hasura-company-id': '3',
      'x-hasura-company': 'C3',
      'x-hasura-app-role': 'MANAGER',
    });
  });

  it('a user without a company gets empty company claims (the API then answers JWT: NO COMPANY!)', () => {
    const claims = hasuraClaimsFor({ ...user, companyId: null, companyEuid: null });
    expect(claims['x-hasura-company-id']).toBe('');
    expect(claims['x-hasura-company']).toBe('');
  });

  it('id tokens carry name, email and the same claims key (document 1, section 7: company id claim)', () => {
    expect(idTokenClaimsFor(user)).toMatchObject({
      sub: 'U7',
      email: 'ada@acme.test',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      [HASURA_CLAIMS_KEY]: hasuraClaimsFor(user),
    });
  });

  it('the name falls back to the email when the user has no names', () => {
    expect(idTokenClaimsFor({ ...user, firstName: '', lastName: '' }).name).toBe('ada@acme.test');
  });
});
