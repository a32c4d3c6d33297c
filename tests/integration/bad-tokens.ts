import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import type { Database } from '../../server/db/database';
import { AUTH_ERRORS } from '../../server/identity';
import { HASURA_CLAIMS_KEY } from '../../server/identity/hasura-claims';
import type { OidcTokens } from '../support/oidc-login';
import { loadIdentitySecrets } from '../../server/identity/identity-secrets';

/** The kinds of refused tokens, known before the server runs so tests can be listed per kind. */
export const BAD_TOKEN_KINDS = [
  'missing',
  'malformed',
  'forged (signed by another key with the same claims)',
  'expired',
  'wrong audience',
  "unsigned (alg 'none')",
  'HS256 instead of RS256',
  "tampered (A's signature over claims naming company B)",
  'an ID token instead of an access token',
  'a refresh token instead of an access token',
] as const;
export type BadTokenKind = (typeof BAD_TOKEN_KINDS)[number];

/** A refused token and the authenticator's text for it; token undefined means no token at all. */
export interface BadToken {
  token: string | undefined;
  /** The authenticator's refusal (REST `detail`, socket close reason, GraphQL after 'Could not verify JWT: '). */
  reason: string;
}

const NOW = () => Math.floor(Date.now() / 1000);

async function sign(payload: JWTPayload, key: CryptoKey | Uint8Array, header: { alg: string; kid?: string }): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ ...header, typ: 'at+jwt' }).sign(key);
}

/**
 * The bad tokens every surface must refuse, made from a real access token: its claims re-signed by a
 * stranger's key under the real key id (forged), by the real key but expired or for another
 * audience, and a few shapes that are no JWT the server accepts.
 */
export async function badTokens(db: Database, real: OidcTokens, otherCompanyId: number): Promise<Record<BadTokenKind, BadToken>> {
  const realAccessToken = real.accessToken;
  const claims = decodeJwt(realAccessToken);
  const { kid } = decodeProtectedHeader(realAccessToken);
  const realJwk = (await loadIdentitySecrets(db)).signingKeys.find((k) => k.kid === kid);
  if (!realJwk) throw new Error('the real signing key was not found');
  const realKey = (await importJWK(realJwk, 'RS256')) as CryptoKey;
  const stranger = await generateKeyPair('RS256', { extractable: true });

  const forged = await sign(claims, stranger.privateKey, { alg: 'RS256', kid });
  const expired = await sign({ ...claims, iat: NOW() - 7200, nbf: NOW() - 7200, exp: NOW() - 3600 }, realKey, { alg: 'RS256', kid });
  const wrongAudience = await sign({ ...claims, aud: 'http://127.0.0.1:1/other-api/' }, realKey, { alg: 'RS256', kid });
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  // Algorithm confusion: HS256 keyed with the server's public key material; only RS256 is accepted.
  const hmac = await sign(claims, new TextEncoder().encode(realJwk.n ?? randomBytes(32).toString('hex')), { alg: 'HS256', kid });

  // The real header and signature over a payload that claims another company.
  const [head, , signature] = realAccessToken.split('.');
  const hasura = claims[HASURA_CLAIMS_KEY] as Record<string, unknown>;
  const tamperedPayload = { ...claims, [HASURA_CLAIMS_KEY]: { ...hasura, 'x-hasura-company-id': String(otherCompanyId) } };
  const tampered = `${head}.${Buffer.from(JSON.stringify(tamperedPayload)).toString('base64url')}.${signature}`;

  return {
    missing: { token: undefined, reason: AUTH_ERRORS.missing },
    malformed: { token: 'not-a-jwt', reason: AUTH_ERRORS.malformed },
    'forged (signed by another key with the same claims)': { token: forged, reason: AUTH_ERRORS.signature },
    expired: { token: expired, reason: AUTH_ERRORS.expired },
    'wrong audience': { token: wrongAudience, reason: AUTH_ERRORS.audience },
    "unsigned (alg 'none')": { token: unsigned, reason: AUTH_ERRORS.malformed },
    'HS256 instead of RS256': { token: hmac, reason: AUTH_ERRORS.malformed },
    "tampered (A's signature over claims naming company B)": { token: tampered, reason: AUTH_ERRORS.signature },
    // Same issuer and key, but its audience is the client, not the API.
    'an ID token instead of an access token': { token: real.idToken, reason: AUTH_ERRORS.audience },
    'a refresh token instead of an access token': { token: real.refreshToken, reason: AUTH_ERRORS.malformed },
  };
}
