import type { Queryable } from '../db/database';

/**
 * Ends everything a user's old password opened: the provider's sessions, grants, authorization codes
 * and refresh tokens (identity_oidc_model rows carrying the account id). Access tokens already issued
 * are JWTs and run out within their hour, as with Auth0. Used by the reset link and the in-app change.
 */
export async function endAccountSessions(db: Queryable, userId: number): Promise<number> {
  const { affectedRows } = await db.query(
    `DELETE FROM identity_oidc_model WHERE payload->>'accountId' = (SELECT euid FROM core_user WHERE id = $1)`,
    [userId],
  );
  return affectedRows;
}
