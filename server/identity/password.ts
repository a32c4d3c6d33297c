import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordWork } from './password-work';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
// scrypt, a standard memory-hard password hash (RFC 7914), with OWASP's minimum cost N=2^17, r=8, p=1.
export const SCRYPT_COST: Readonly<ScryptCost> = { N: 2 ** 17, r: 8, p: 1 };
const MAXMEM = 256 * 1024 * 1024;
const KEYLEN = 32;

/**
 * `keys` (passwordWorkKeys) bound how many hashes one address or account may have waiting. The server
 * always hashes at SCRYPT_COST; `cost` lets integration tests that do not test hashing store cheap
 * hashes (tests/support/cheap-password-hashing.ts). A stored hash carries its cost, so checks follow it.
 */
export async function hashPassword(plain: string, keys: readonly string[] = [], cost: Readonly<ScryptCost> = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await passwordWork.run(keys, () => scryptAsync(plain, salt, KEYLEN, { ...cost, maxmem: MAXMEM }));
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(plain: string, stored: string | null | undefined, keys: readonly string[] = []): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key!, 'base64');
  const actual = await passwordWork.run(keys, () =>
    scryptAsync(plain, Buffer.from(salt!, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: MAXMEM }),
  );
  return timingSafeEqual(actual, expected);
}
