import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';

export interface IdentitySecrets {
  /** Private RS256 signing keys, newest first, for the provider's `jwks` option. */
  signingKeys: JWK[];
  /** Secrets that sign the provider's cookies, for its `cookies.keys` option. */
  cookieKeys: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

/**
 * Reads a secret, creating it on first use. INSERT ... ON CONFLICT DO NOTHING followed by a read means
 * two processes starting together on one database both end up with the one value that won.
 */
async function readOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.query<{ value: T }>('SELECT value FROM identity_secret WHERE name = $1', [name]);
  if (existing.rows[0]) return existing.rows[0].value;
  await db.query('INSERT INTO identity_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    JSON.stringify(await create()),
  ]);
  const created = await db.query<{ value: T }>('SELECT value FROM identity_secret WHERE name = $1', [name]);
  return created.rows[0]!.value;
}

/** The provider's keys: generated once, then always read back from the database. */
export async function loadIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  const jwks = await readOrCreate(db, 'jwks', async () => ({ keys: [await newSigningKey()] }));
  const cookies = await readOrCreate(db, 'cookies', async () => ({ keys: [randomBytes(32).toString('base64url')] }));
  return { signingKeys: jwks.keys, cookieKeys: cookies.keys };
}

/** The public half of the signing keys, as served at /.well-known/jwks.json. */
export function publicJwks(signingKeys: readonly JWK[]): { keys: JWK[] } {
  return {
    keys: signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
