import { expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { forEachDatabase } from '../../tests/support/databases';
import { DatabaseOidcAdapter, purgeExpiredOidcModels } from './database-oidc-adapter';

forEachDatabase('oidc-provider adapter on the database', (t) => {
  const clock = new FixedClock('2026-03-02T08:00:00Z');
  const adapter = (model: string) => new DatabaseOidcAdapter(model, t.db, clock);

  it('stores and finds a model payload by id, and an upsert replaces it', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { accountId: 'U1', uid: 'uid-1', exp: 1 }, 3600);
    expect(await sessions.find('s1')).toEqual({ accountId: 'U1', uid: 'uid-1', exp: 1 });
    await sessions.upsert('s1', { accountId: 'U2', uid: 'uid-1' }, 3600);
    expect(await sessions.find('s1')).toEqual({ accountId: 'U2', uid: 'uid-1' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    await adapter('Session').upsert('s2', { uid: 'uid-2' }, 60);
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await adapter('Session').findByUid('uid-2')).toEqual({ uid: 'uid-2' });
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
    expect(await adapter('Session').findByUid('nope')).toBeUndefined();
  });

  it('an expired payload is not found and is purged', async () => {
    await adapter('Interaction').upsert('i1', { x: 1 }, 10);
    clock.advance(11_000);
    expect(await adapter('Interaction').find('i1')).toBeUndefined();
    expect(await purgeExpiredOidcModels(t.db, clock)).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query(`SELECT 1 FROM identity_oidc_model WHERE model = 'Interaction' AND id = 'i1'`);
    expect(rows).toEqual([]);
  });

  it('consume marks a code as used (the provider refuses a consumed code)', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(Math.floor(clock.now() / 1000));
  });

  it('revokeByGrantId removes that grant’s tokens of the model and nothing else', async () => {
    await adapter('RefreshToken').upsert('r1', { grantId: 'g9' }, 60);
    await adapter('RefreshToken').upsert('r2', { grantId: 'g8' }, 60);
    await adapter('AccessToken').upsert('a1', { grantId: 'g9' }, 60);
    await adapter('RefreshToken').revokeByGrantId('g9');
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r2')).toEqual({ grantId: 'g8' });
    expect(await adapter('AccessToken').find('a1')).toEqual({ grantId: 'g9' });
  });

  it('destroy removes one payload', async () => {
    await adapter('Grant').upsert('g1', { accountId: 'U1' }, 60);
    await adapter('Grant').destroy('g1');
    expect(await adapter('Grant').find('g1')).toBeUndefined();
  });
});
