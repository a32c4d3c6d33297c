import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordWork } from './password-work';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;
// scrypt, a standard memory-hard password hash (RFC 7914), with OWASP's minimum cost N=2^17, r=8, p=1.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEYLEN = 32;

/** `keys` (passwordWorkKeys) bound how many hashes one address or account may have waiting. */
export async function hashPassword(plain: string, keys: readonly string[] = []): Promise<string> {
  const salt = randomBytes(16);
  const key = await passwordWork.run(keys, () => scryptAsync(plain, salt, KEYLEN, PARAMS));
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(plain: string, stored: string | null | undefined, keys: readonly string[] = []): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key!, 'base64');
  const actual = await passwordWork.run(keys, () =>
    scryptAsync(plain, Buffer.from(salt!, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem }),
  );
  return timingSafeEqual(actual, expected);
}
