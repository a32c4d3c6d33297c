import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../core/platform';
import type { Database } from '../db/database';
import { endAccountSessions } from './account-sessions';
import { hashPassword } from './password';
import { findUserByEmail, setPasswordHash } from './user-accounts';

/** A reset link works for one hour, once. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 8;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a reset token for the account with this email, or nothing when there is none (the page says
 * the same either way, so the form does not reveal who has an account). Only the token's hash is stored.
 */
export async function requestPasswordReset(db: Database, clock: Clock, email: string): Promise<string | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO identity_password_reset (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    digest(token),
    user.id,
    new Date(clock.now() + RESET_LINK_TTL_MS),
  ]);
  return token;
}

export type ResetOutcome = 'changed' | 'invalid' | 'too-short';

/** Whether a link can still be used (unknown, used and expired links cannot). */
export async function isResetTokenUsable(db: Database, clock: Clock, token: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM identity_password_reset WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [digest(token), new Date(clock.now())],
  );
  return rows.length > 0;
}

/**
 * Sets the new password and uses the link up, in one transaction: the UPDATE ... RETURNING takes the
 * link only while it is unused and unexpired, so two submissions of one link cannot both succeed.
 */
export async function completePasswordReset(db: Database, clock: Clock, token: string, newPassword: string, workKeys: readonly string[] = []): Promise<ResetOutcome> {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'too-short';
  // The link first: a dead or guessed link costs no hashing (scrypt takes 0.6 s and 128 MiB).
  if (!(await isResetTokenUsable(db, clock, token))) return 'invalid';
  const hash = await hashPassword(newPassword, workKeys);
  return db.transaction(async (tx) => {
    const now = new Date(clock.now());
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE identity_password_reset SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [digest(token), now],
    );
    if (!rows[0]) return 'invalid';
    await setPasswordHash(tx, rows[0].user_id, hash);
    // A reset ends everything the old password opened: other reset links, sign-in sessions, grants and refresh tokens.
    await tx.query('UPDATE identity_password_reset SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [rows[0].user_id, now]);
    await endAccountSessions(tx, rows[0].user_id);
    return 'changed';
  });
}
