import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite-database';
import { forEachDatabase } from '../../tests/support/databases';
import { loadIdentitySecrets, publicJwks } from './identity-secrets';

forEachDatabase('identity keys', (t) => {
  it('signing and cookie keys are generated once and then read back unchanged', async () => {
    const first = await loadIdentitySecrets(t.db);
    const second = await loadIdentitySecrets(t.db);
    expect(second).toEqual(first);
    expect(first.signingKeys).toHaveLength(1);
    expect(first.signingKeys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.cookieKeys[0]!.length).toBeGreaterThanOrEqual(32);
  });

  it('the published key set holds only the public half', async () => {
    const { signingKeys } = await loadIdentitySecrets(t.db);
    const [pub] = publicJwks(signingKeys).keys;
    expect(Object.keys(pub!).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });
});

describe('identity keys across a restart of the embedded database', () => {
  it('a token signed before the restart verifies with the keys read after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oee-keys-'));
    try {
      const before = await PgliteDatabase.open(dir);
      await migrate(before);
      const { signingKeys } = await loadIdentitySecrets(before);
      const key = signingKeys[0]!;
      const token = await new SignJWT({ sub: 'U1' }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(await importJWK(key, 'RS256'));
      await before.close();

      const after = await PgliteDatabase.open(dir);
      const reread = await loadIdentitySecrets(after);
      await after.close();
      expect(reread.signingKeys).toEqual(signingKeys);
      const { payload } = await jwtVerify(token, createLocalJWKSet(publicJwks(reread.signingKeys)));
      expect(payload.sub).toBe('U1');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
