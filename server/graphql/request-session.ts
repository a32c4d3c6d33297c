import { timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../http/context';
import { HasuraError } from './hasura-error';
import { ADMIN_ROLE } from './role-view';
import type { Session } from './session';

export type Headers = Record<string, string | string[] | undefined>;

export interface SessionDeps {
  adminSecret?: string;
  /** Verifies the bearer token in the given headers (throws when it cannot). */
  authenticate: (headers: Headers) => Promise<AuthContext>;
}

const header = (h: Headers, name: string): string | undefined => {
  const key = Object.keys(h).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : h[key];
  return Array.isArray(v) ? v[0] : v;
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Hasura's session resolution: the admin secret header gives the admin role (a wrong one is refused);
 * otherwise the verified token's Hasura claims give the role and the session variables.
 */
export async function resolveSession(headers: Headers, deps: SessionDeps): Promise<Session> {
  const secret = header(headers, 'x-hasura-admin-secret');
  if (secret !== undefined) {
    if (!deps.adminSecret || !sameSecret(secret, deps.adminSecret))
      throw new HasuraError('access-denied', 'invalid x-hasura-admin-secret/x-hasura-access-key', '$');
    const vars: Record<string, string> = {};
    for (const k of Object.keys(headers)) {
      const v = header(headers, k.toLowerCase());
      if (k.toLowerCase().startsWith('x-hasura-') && k.toLowerCase() !== 'x-hasura-admin-secret' && v !== undefined) vars[k.toLowerCase()] = v;
    }
    const role = vars['x-hasura-role'] ?? ADMIN_ROLE;
    return { role, vars: { ...vars, 'x-hasura-role': role } };
  }
  if (!header(headers, 'authorization'))
    throw new HasuraError('invalid-headers', "Missing 'Authorization' or 'Cookie' header in JWT authentication mode", '$');
  let auth: AuthContext;
  try {
    auth = await deps.authenticate(headers);
  } catch (e) {
    throw new HasuraError('invalid-jwt', `Could not verify JWT: ${(e as Error).message}`, '$');
  }
  const claims = auth.claims as unknown as Record<string, unknown>;
  const allowed = Array.isArray(claims['x-hasura-allowed-roles']) ? (claims['x-hasura-allowed-roles'] as string[]) : [];
  const role = header(headers, 'x-hasura-role') ?? String(claims['x-hasura-default-role'] ?? '');
  if (!allowed.includes(role)) throw new HasuraError('access-denied', 'Your requested role is not in allowed roles', '$');
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(claims)) if (typeof v === 'string') vars[k.toLowerCase()] = v;
  return { role, vars: { ...vars, 'x-hasura-role': role } };
}
