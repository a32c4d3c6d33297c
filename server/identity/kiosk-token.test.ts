import { describe, expect, it } from 'vitest';
import { decodeKioskToken, encodeKioskToken } from './kiosk-token';

describe('kiosk link token: base64 of a user and password pair (document 1, section 4, rule 4)', () => {
  it.each([
    ['standard base64', Buffer.from('kiosk@acme.test:line-3').toString('base64'), { email: 'kiosk@acme.test', password: 'line-3' }],
    ['URL-safe base64 without padding', Buffer.from('a@b.co:p?>>').toString('base64url'), { email: 'a@b.co', password: 'p?>>' }],
    ['a password containing colons', Buffer.from('a@b.co:x:y:z').toString('base64'), { email: 'a@b.co', password: 'x:y:z' }],
  ])('decodes %s', (_label, token, expected) => {
    expect(decodeKioskToken(token)).toEqual(expected);
  });

  it.each([
    ['empty', ''],
    ['not base64', 'not base64!'],
    ['no colon', Buffer.from('a@b.co').toString('base64')],
    ['no password', Buffer.from('a@b.co:').toString('base64')],
    ['no email', Buffer.from(':secret').toString('base64')],
    ['a user name that is not an email', Buffer.from('admin:secret').toString('base64')],
  ])('refuses a token that is %s', (_label, token) => {
    expect(decodeKioskToken(token)).toBeUndefined();
  });

  it('round-trips what encodeKioskToken builds', () => {
    const creds = { email: 'ops@plant.test', password: 'ünï:cödé' };
    expect(decodeKioskToken(encodeKioskToken(creds))).toEqual(creds);
  });
});
