import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from './password';
import { passwordWorkKeys } from './password-work';
import { findUserByEmail, type UserAccount } from './user-accounts';

// Checked against when the email is unknown, so a wrong email takes as long as a wrong password
// and the timing does not tell who has an account. Made on first need (scrypt is slow by design).
let decoyHash: Promise<string> | undefined;

/**
 * The account for an email and password pair, or undefined for a wrong pair or an inactive account.
 * `address` keys the hashing queue (password-work.ts): it throws PasswordWorkBusy when the address or
 * the account already has its share of hashes waiting.
 */
export async function signInWithPassword(db: Database, email: string, password: string, address: string): Promise<UserAccount | undefined> {
  if (!email || !password) return undefined;
  const keys = passwordWorkKeys(address, email);
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'ACTIVE' || !user.passwordHash) {
    await verifyPassword(password, await (decoyHash ??= hashPassword('decoy-password')), keys);
    return undefined;
  }
  return (await verifyPassword(password, user.passwordHash, keys)) ? user : undefined;
}
