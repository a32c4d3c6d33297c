import type { FastifyRequest } from 'fastify';
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { forEachDatabase } from '../../tests/support/databases';
import { HASURA_CLAIMS_KEY, HttpError, type Authenticate } from '../http/context';
import { AUTH_ERRORS, createAuthenticator } from './authenticator';
import { hasuraClaimsFor } from './hasura-claims';
import { loadIdentitySecrets } from './identity-secrets';

const config = { publicUrl: 'http://localhost:3000', auth: undefined };
const ISSUER = 'http://localhost:3000/';
const AUDIENCE = 'http://localhost:3000/v1/';
const NOW = Date.parse('2026-03-02T08:00:00Z') / 1000;

const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;

async function refusal(authenticate: Authenticate, authorization?: string): Promise<{ status: number; detail: unknown }> {
  try {
    await authenticate(request(authorization));
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, detail: err.body.detail };
    throw err;
  }
  throw new Error('the token was accepted');
}

const admin = { euid: 'U-A', role: 'ADMIN' as const, companyId: 1, companyEuid: 'C1' };

forEachDatabase('authenticator: bearer access tokens', (t) => {
  let authenticate: Authenticate;
  let sign: (payload: JWTPayload, opts?: { issuer?: string; audience?: string; exp?: number; key?: 'forged' }) => Promise<string>;
  const clock = new FixedClock(NOW * 1000);

  beforeAll(async () => {
    await t.db.exec(`INSERT INTO core_company (id, euid, name) VALUES (1, 'C1', 'Acme');
      INSERT INTO core_user (euid, email, role, _company_id) VALUES ('U-A', 'a@acme.test', 'ADMIN', 1);
      INSERT INTO core_user (euid, email, role, _company_id) VALUES ('U-N', 'new@acme.test', 'USER', NULL);
      INSERT INTO core_user (euid, email, role, status, _company_id) VALUES ('U-X', 'gone@acme.test', 'USER', 'INACTIVE', 1);`);
    const [key] = (await loadIdentitySecrets(t.db)).signingKeys;
    const real = await importJWK(key!, 'RS256');
    const forged = (await generateKeyPair('RS256')).privateKey;
    sign = (payload, opts = {}) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: key!.kid })
        .setIssuer(opts.issuer ?? ISSUER)
        .setAudience(opts.audience ?? AUDIENCE)
        .setIssuedAt(NOW - 60)
        .setExpirationTime(opts.exp ?? NOW + 3600)
        .sign(opts.key === 'forged' ? forged : real);
    authenticate = await createAuthenticator({ db: t.db, config, clock });
  });

  const adminToken = (opts?: Parameters<typeof sign>[1]) => sign({ sub: 'U-A', [HASURA_CLAIMS_KEY]: hasuraClaimsFor(admin) }, opts);

  it('accepts a valid token and answers who is calling', async () => {
    const who = await authenticate(request(`Bearer ${await adminToken()}`));
    expect(who).toEqual({
      userEuid: 'U-A',
      email: 'a@acme.test',
      companyId: 1,
      companyEuid: 'C1',
      role: 'ADMIN',
      isSuper: false,
      isDemo: false,
      claims: hasuraClaimsFor(admin),
    });
  });

  it.each([
    ['a missing Authorization header', undefined, AUTH_ERRORS.missing],
    ['a header without Bearer', 'Basic abc', AUTH_ERRORS.missing],
    ['a malformed token', 'Bearer not.a.jwt', AUTH_ERRORS.malformed],
  ])('refuses %s with 401', async (_label, header, detail) => {
    expect(await refusal(authenticate, header)).toEqual({ status: 401, detail });
  });

  it('refuses a forged signature with 401', async () => {
    expect(await refusal(authenticate, `Bearer ${await adminToken({ key: 'forged' })}`)).toEqual({ status: 401, detail: AUTH_ERRORS.signature });
  });

  it('refuses a wrong issuer with 401', async () => {
    expect(await refusal(authenticate, `Bearer ${await adminToken({ issuer: 'http://localhost:3000' })}`)).toEqual({ status: 401, detail: AUTH_ERRORS.issuer });
  });

  it('refuses a token for another audience with 401', async () => {
    expect(await refusal(authenticate, `Bearer ${await adminToken({ audience: 'https://other.api/' })}`)).toEqual({ status: 401, detail: AUTH_ERRORS.audience });
  });

  it('refuses an expired token with 401', async () => {
    expect(await refusal(authenticate, `Bearer ${await adminToken({ exp: NOW - 1 })}`)).toEqual({ status: 401, detail: AUTH_ERRORS.expired });
  });

  it('a token that was valid stops being accepted when its expiry passes (time from the injected clock)', async () => {
    const token = await adminToken({ exp: NOW + 300 });
    await expect(authenticate(request(`Bearer ${token}`))).resolves.toMatchObject({ userEuid: 'U-A' });
    const later = await createAuthenticator({ db: t.db, config, clock: new FixedClock((NOW + 301) * 1000) });
    expect(await refusal(later, `Bearer ${token}`)).toEqual({ status: 401, detail: AUTH_ERRORS.expired });
  });

  it("answers 403 'JWT: NO COMPANY!' for a user without a company", async () => {
    const token = await sign({ sub: 'U-N', [HASURA_CLAIMS_KEY]: hasuraClaimsFor({ euid: 'U-N', role: 'USER', companyId: null, companyEuid: null }) });
    expect(await refusal(authenticate, `Bearer ${token}`)).toEqual({ status: 403, detail: 'JWT: NO COMPANY!' });
  });

  it("answers 401 'JWT: REFRESH SESSION!' when the user's company changed since the token was issued", async () => {
    const token = await sign({ sub: 'U-A', [HASURA_CLAIMS_KEY]: hasuraClaimsFor({ ...admin, companyId: null, companyEuid: null }) });
    expect(await refusal(authenticate, `Bearer ${token}`)).toEqual({ status: 401, detail: 'JWT: REFRESH SESSION!' });
  });

  it("answers 401 'JWT: REFRESH SESSION!' when the user's role changed since the token was issued", async () => {
    const token = await sign({ sub: 'U-A', [HASURA_CLAIMS_KEY]: hasuraClaimsFor({ ...admin, role: 'USER' }) });
    expect(await refusal(authenticate, `Bearer ${token}`)).toEqual({ status: 401, detail: 'JWT: REFRESH SESSION!' });
  });

  it('issue 15: requests of one user arriving together share one read of the user; a deactivation counts from the next request on', async () => {
    const token = `Bearer ${await adminToken()}`;
    const query0 = t.db.query.bind(t.db);
    let userReads = 0;
    // A slow database: the read of the user is still running when the other four arrive.
    t.db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (sql.includes('FROM core_user')) {
        userReads += 1;
        await new Promise((r) => setTimeout(r, 100));
      }
      return query0(sql, params);
    }) as typeof t.db.query;
    try {
      const together = await Promise.all(Array.from({ length: 5 }, () => authenticate(request(token))));
      expect(together.map((w) => w.userEuid)).toEqual(['U-A', 'U-A', 'U-A', 'U-A', 'U-A']);
      expect(userReads).toBe(1);
      await query0(`UPDATE core_user SET status = 'INACTIVE' WHERE euid = 'U-A'`);
      expect(await refusal(authenticate, token)).toEqual({ status: 401, detail: AUTH_ERRORS.inactive });
      expect(userReads).toBe(2);
    } finally {
      t.db.query = query0;
      await query0(`UPDATE core_user SET status = 'ACTIVE' WHERE euid = 'U-A'`);
    }
  });

  it('refuses a token of a user who no longer exists or is not active', async () => {
    const ghost = await sign({ sub: 'U-GHOST', [HASURA_CLAIMS_KEY]: { ...hasuraClaimsFor(admin), 'x-hasura-user-id': 'U-GHOST' } });
    expect(await refusal(authenticate, `Bearer ${ghost}`)).toEqual({ status: 401, detail: AUTH_ERRORS.unknownUser });
    const inactive = await sign({ sub: 'U-X', [HASURA_CLAIMS_KEY]: { ...hasuraClaimsFor(admin), 'x-hasura-user-id': 'U-X' } });
    expect(await refusal(authenticate, `Bearer ${inactive}`)).toEqual({ status: 401, detail: AUTH_ERRORS.inactive });
  });
});
