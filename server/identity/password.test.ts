import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('passwords are stored with a standard slow hash (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret-Pa55');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored).not.toContain('s3cret');
    expect(await verifyPassword('s3cret-Pa55', stored)).toBe(true);
    expect(await verifyPassword('s3cret-Pa56', stored)).toBe(false);
  });
  it('refuses a missing or malformed stored hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
