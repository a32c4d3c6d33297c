import { describe, expect, it } from 'vitest';
import { decodeKioskToken, encodeKioskToken, KioskTokenError } from './kiosk-token';

// Node's global Buffer (tests run in Node) is the independent reference for base64 here (core itself has no Buffer).
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('kiosk login hash token (document 1 §4 rule 4: base64(email:password))', () => {
  it.each([
    ['a plain pair', 'kiosk@plant.example:s3cret'],
    ['a password containing colons', 'line4@plant.example:a:b:c'],
    ['non-ASCII characters', 'jürgen@werk.example:Pässwort€😀'],
    ['lengths that need one and two padding characters', 'a@b.co:x'],
    ['lengths that need one and two padding characters', 'a@b.co:xy'],
  ])('decodes %s', (_case, pair) => {
    const [email, ...rest] = pair.split(':');
    expect(decodeKioskToken(b64(pair))).toEqual({ email, password: rest.join(':') });
  });

  it('accepts the URL-safe alphabet and missing padding, as tokens travel in a URL hash', () => {
    const standard = b64('ops@plant.example:??>>~~');
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeKioskToken(urlSafe)).toEqual({ email: 'ops@plant.example', password: '??>>~~' });
  });

  it('encodes exactly as standard base64 of the UTF-8 text', () => {
    expect(encodeKioskToken({ email: 'jürgen@werk.example', password: 'p:w€' })).toBe(b64('jürgen@werk.example:p:w€'));
  });

  it.each([
    ['an empty token', '  ', 'The kiosk login token is empty.'],
    ['characters outside base64', 'abc$def', 'The kiosk login token is not valid base64 text.'],
    ['an impossible length', 'abcde', 'The kiosk login token is not valid base64 text.'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x3a, 0x41]).toString('base64'), 'The kiosk login token is not valid base64 text.'],
    ['no colon', b64('kiosk@plant.example'), 'The kiosk login token must decode to "email:password" with a non-empty password.'],
    ['an empty password', b64('kiosk@plant.example:'), 'The kiosk login token must decode to "email:password" with a non-empty password.'],
    ['no email before the colon', b64(':secret'), 'The kiosk login token does not start with a valid email address.'],
    ['a user name instead of an email', b64('kiosk:secret'), 'The kiosk login token does not start with a valid email address.'],
  ])('rejects %s with a clear error', (_case, token, message) => {
    expect(() => decodeKioskToken(token)).toThrow(new KioskTokenError(message));
  });
});
