import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { SystemClock, type Clock } from '../../core/platform';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HASURA_CLAIMS_KEY, HttpError, type Authenticate, type AuthContext, type HasuraClaims, type UserIdentity } from '../http/context';
import { hasuraClaimsFor } from './hasura-claims';
import { loadIdentitySecrets, publicJwks } from './identity-secrets';
import { apiAudienceFor, issuerFor } from './identity-settings';
import { servedOrigins } from './served-origins';
import { findUserByEuid } from './user-accounts';

export interface AuthenticatorDeps {
  db: Database;
  config: Pick<ServerConfig, 'publicUrl' | 'auth'> & { port?: number };
  clock?: Clock;
  /** Overrides where verification keys come from (tests); default: the embedded keys or the tenant's JWKS. */
  keys?: JWTVerifyGetKey;
}

/** The texts of the refusals, as the browser sees them in `detail`. */
export const AUTH_ERRORS = {
  missing: 'Missing Authorization header: expected "Bearer <access token>".',
  malformed: 'Malformed access token.',
  signature: 'Access token signature is invalid.',
  expired: 'Access token has expired.',
  issuer: 'Access token issuer is not accepted.',
  audience: 'Access token audience is not accepted.',
  unknownUser: 'The user of this access token does not exist.',
  inactive: 'The user of this access token is not active.',
  noCompany: 'JWT: NO COMPANY!',
  refresh: 'JWT: REFRESH SESSION!',
} as const;

const ACCEPTED_ALGORITHMS = ['RS256'];

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new HttpError(401, AUTH_ERRORS.missing);
  return match[1]!;
}

function refusalFor(err: unknown): HttpError {
  if (err instanceof errors.JWTExpired) return new HttpError(401, AUTH_ERRORS.expired);
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'iss') return new HttpError(401, AUTH_ERRORS.issuer);
    if (err.claim === 'aud') return new HttpError(401, AUTH_ERRORS.audience);
    return new HttpError(401, AUTH_ERRORS.malformed);
  }
  if (err instanceof errors.JWSSignatureVerificationFailed || err instanceof errors.JWKSNoMatchingKey) {
    return new HttpError(401, AUTH_ERRORS.signature);
  }
  if (err instanceof errors.JOSEError) return new HttpError(401, AUTH_ERRORS.malformed);
  throw err;
}

/**
 * The session must be renewed when the token's company or role differ from the user's now (the user
 * created or joined a company, or an admin changed their role): the token's claims would filter rows
 * with stale values. The browser answers 'JWT: REFRESH SESSION!' by refreshing its tokens.
 */
function isStale(tokenClaims: Partial<HasuraClaims> | undefined, current: HasuraClaims): boolean {
  return (
    !tokenClaims ||
    tokenClaims['x-hasura-company-id'] !== current['x-hasura-company-id'] ||
    tokenClaims['x-hasura-app-role'] !== current['x-hasura-app-role']
  );
}

/**
 * Verifies bearer access tokens (RS256 JWTs) against the embedded provider's keys, or the hosted tenant's
 * JWKS when config.auth is set; checks issuer, audience and expiry; then loads the user.
 */
export async function createAuthenticator(deps: AuthenticatorDeps): Promise<Authenticate> {
  const { db, config } = deps;
  const clock = deps.clock ?? new SystemClock();
  const keys =
    deps.keys ??
    (config.auth
      ? createRemoteJWKSet(new URL(`${issuerFor(config)}.well-known/jwks.json`))
      : createLocalJWKSet(publicJwks((await loadIdentitySecrets(db)).signingKeys)));
  // Every address the server answers on issues its own tokens (served-origins.ts); all are accepted.
  const origins = servedOrigins(config);
  const issuer = config.auth ? issuerFor(config) : origins.map((origin) => issuerFor({ publicUrl: origin }));
  const audience = config.auth ? apiAudienceFor(config) : origins.map((origin) => apiAudienceFor({ publicUrl: origin }));

  // Requests of one user that arrive while their user row is being read share that read (a wall
  // display's polls, a busy ingest client): on the embedded database each read waited in its one
  // connection's queue, 3,357 of them in the 2-minute ingestion load. A request arriving after it
  // completes reads again, so a deactivation or role change still counts from the next read on.
  const userReads = new Map<string, ReturnType<typeof findUserByEuid>>();
  const readUser = (euid: string) => {
    let read = userReads.get(euid);
    if (!read) {
      read = findUserByEuid(db, euid).finally(() => userReads.delete(euid));
      userReads.set(euid, read);
    }
    return read;
  };
  const verifiedUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ACCEPTED_ALGORITHMS,
        currentDate: new Date(clock.now()),
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      throw refusalFor(err);
    }
    const tokenClaims = payload[HASURA_CLAIMS_KEY] as Partial<HasuraClaims> | undefined;
    // A hosted tenant's subject is its own id ('auth0|...'); its rule puts our user euid in the claims.
    const userEuid = tokenClaims?.['x-hasura-user-id'] ?? payload.sub!;
    const user = await readUser(userEuid);
    if (!user) throw new HttpError(401, AUTH_ERRORS.unknownUser);
    if (user.status !== 'ACTIVE') throw new HttpError(401, AUTH_ERRORS.inactive);
    return { user, tokenClaims };
  };
  const identify = async (request: FastifyRequest): Promise<UserIdentity> => {
    const { user } = await verifiedUser(request);
    return { userEuid: user.euid, email: user.email, companyId: user.companyId, isDemo: user.isDemo };
  };
  const authenticate = async (request: FastifyRequest): Promise<AuthContext> => {
    const { user, tokenClaims } = await verifiedUser(request);
    if (user.companyId === null || user.companyEuid === null) throw new HttpError(403, AUTH_ERRORS.noCompany);
    const claims = hasuraClaimsFor(user);
    if (isStale(tokenClaims, claims)) throw new HttpError(401, AUTH_ERRORS.refresh);
    return {
      userEuid: user.euid,
      email: user.email,
      companyId: user.companyId,
      companyEuid: user.companyEuid,
      role: user.role,
      isSuper: user.isSuper,
      isDemo: user.isDemo,
      claims,
    };
  };
  return Object.assign(authenticate, { identify });
}
