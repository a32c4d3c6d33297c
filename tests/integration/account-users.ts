import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/identity/password';
import { oidcLogin, type OidcTokens } from '../support/oidc-login';
import type { SecurityServer } from './security-server';

export interface AccountUser {
  email: string;
  password: string;
  euid: string;
}

export type PasswordHasher = (plain: string) => Promise<string>;

/**
 * An extra ACTIVE user of company A for the tests that change a password or lock an account; `hash` stores
 * its password (the integration tests' cheap cost unless a case needs the server's full cost).
 */
export async function addCompanyAUser(s: SecurityServer, name: string, role: 'ADMIN' | 'MANAGER' | 'USER' = 'USER', hash: PasswordHasher = hashPassword): Promise<AccountUser> {
  const user = { email: `${name}-${randomUUID().slice(0, 8)}@demo-plant.test`, password: `${name}-Pass-1`, euid: randomUUID() };
  await s.db.query(
    `INSERT INTO core_user (euid, email, password_hash, first_name, last_name, role, status, _company_id) VALUES ($1, $2, $3, $4, 'Tester', $5, 'ACTIVE', $6)`,
    [user.euid, user.email, await hash(user.password), name, role, s.fixture.a.id],
  );
  return user;
}

export const signIn = (s: SecurityServer, u: { email: string; password: string }, more: Partial<Parameters<typeof oidcLogin>[0]> = {}): Promise<OidcTokens> =>
  oidcLogin({ baseUrl: s.url, email: u.email, password: u.password, ...more });

/** POST /oauth/token with a refresh token: 200 while the session lives. */
export const refreshStatus = async (s: SecurityServer, refreshToken: string): Promise<number> =>
  (
    await fetch(`${s.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'oee-workbench', refresh_token: refreshToken }).toString(),
    })
  ).status;

/** A REST call with a raw access token (the security server's `call` takes the five fixture users or a raw token). */
export const callAs = (s: SecurityServer, tokens: OidcTokens, method: string, path: string, body?: unknown) => s.call({ raw: tokens.accessToken }, method, path, body);
