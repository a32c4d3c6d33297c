import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../core/platform';
import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../identity/password';

/** An invitation link works for seven days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link for an invited user; returns the token (only its hash is kept). */
export async function createInvitation(db: Queryable, clock: Clock, userId: number, invitedBy: number | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO identity_invitation (token_hash, user_id, invited_by, expires_at) VALUES ($1, $2, $3, $4)', [
    digest(token),
    userId,
    invitedBy,
    new Date(clock.now() + INVITATION_TTL_MS),
  ]);
  return token;
}

/** The invited e-mail of a usable link, or undefined. */
export async function invitationEmail(db: Queryable, clock: Clock, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM identity_invitation i JOIN core_user u ON u.id = i.user_id
      WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2 AND u.status = 'INVITED'`,
    [digest(token), new Date(clock.now())],
  );
  return rows[0]?.email;
}

/** Accepts a link: names and password set, the user ACTIVE, the link used up, in one transaction. */
export async function acceptInvitation(
  db: Database,
  clock: Clock,
  token: string,
  form: { first_name: string; last_name: string; password: string },
  workKeys: readonly string[] = [],
): Promise<'accepted' | 'invalid'> {
  const hash = await hashPassword(form.password, workKeys);
  return db.transaction(async (tx) => {
    const now = new Date(clock.now());
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE identity_invitation SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [digest(token), now],
    );
    if (!rows[0]) return 'invalid';
    const done = await tx.query(
      `UPDATE core_user SET first_name = $2, last_name = $3, password_hash = $4, status = 'ACTIVE' WHERE id = $1 AND status = 'INVITED'`,
      [rows[0].user_id, form.first_name, form.last_name, hash],
    );
    if (done.affectedRows !== 1) throw new Error('invitation: the invited user is no longer waiting');
    return 'accepted';
  });
}
