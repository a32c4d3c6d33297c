import { HASURA_CLAIMS_KEY, type HasuraClaims } from '../http/context';
import type { UserAccount } from './user-accounts';

export { HASURA_CLAIMS_KEY };

/**
 * The Hasura claims of a user, as tokens carry them. A user without a company gets empty company
 * claims: the API answers 'JWT: NO COMPANY!' and, once the company exists, 'JWT: REFRESH SESSION!'.
 */
export function hasuraClaimsFor(user: Pick<UserAccount, 'euid' | 'role' | 'companyId' | 'companyEuid'>): HasuraClaims {
  return {
    'x-hasura-default-role': 'user',
    'x-hasura-allowed-roles': ['user'],
    'x-hasura-user-id': user.euid,
    'x-hasura-company-id': user.companyId === null ? '' : String(user.companyId),
    'x-hasura-company': user.companyEuid ?? '',
    'x-hasura-app-role': user.role,
  };
}

/** The name a user is shown by (the id token's `name`, the live socket's username): first and last name, else the e-mail. */
export const displayName = (user: Pick<UserAccount, 'firstName' | 'lastName' | 'email'>): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The id token's profile claims (Auth0 names), plus the same Hasura claims key. */
export function idTokenClaimsFor(user: UserAccount): Record<string, unknown> {
  const name = displayName(user);
  return {
    sub: user.euid,
    email: user.email,
    name,
    nickname: user.email.split('@')[0],
    given_name: user.firstName,
    family_name: user.lastName,
    [HASURA_CLAIMS_KEY]: hasuraClaimsFor(user),
  };
}
