import { passwordChangeForm } from '../../core/forms';
import type { Clock } from '../../core/platform';
import { refuseDemoWrite } from '../api/guards';
import { apiRoute } from '../api/route-kit';
import type { FastifyInstance } from 'fastify';
import { HttpError, type ServerContext } from '../http/context';
import { endAccountSessions } from '../identity/account-sessions';
import { hashPassword, verifyPassword } from '../identity/password';
import { PASSWORD_WORK_BUSY, PasswordWorkBusy, passwordWorkKeys } from '../identity/password-work';
import { FailureThrottle, SIGN_IN_THROTTLE, TOO_MANY_ATTEMPTS } from '../identity/sign-in-throttle';
import { findUserByEuid, setPasswordHash } from '../identity/user-accounts';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/** scrypt work through the bounded queue; a full queue is a 429, answered before any hashing. */
async function bounded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PasswordWorkBusy) throw new HttpError(429, PASSWORD_WORK_BUSY);
    throw error;
  }
}

/**
 * POST /v1/company_profile/me/password/ (issue 34 §2): wrong current passwords are throttled per
 * account as sign-in is (5 free, then backoff, answered 429 before any hashing); every check goes
 * through the bounded hashing queue; a change ends every session and refresh token of the account,
 * as the reset link does, so whoever else held one is signed out.
 */
export function passwordChangeRoute(app: FastifyInstance, ctx: ServerContext, clock: Clock): void {
  const guesses = new FailureThrottle(clock, SIGN_IN_THROTTLE);
  apiRoute(app, ctx, { method: 'POST', url: '/v1/company_profile/me/password/', tag: 'profile', summary: 'Changes the password after checking the current one; ends every session of the account', body: passwordChangeForm }, async ({ auth, body, request }) => {
    refuseDemoWrite(auth);
    if (guesses.waitMs(auth.userEuid) > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    const keys = passwordWorkKeys(request.ip, auth.email);
    const user = await findUserByEuid(ctx.db, auth.userEuid);
    if (!user || !(await bounded(() => verifyPassword(body.current_password, user.passwordHash, keys)))) {
      guesses.failed(auth.userEuid);
      throw new HttpError(400, WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
    }
    guesses.succeeded(auth.userEuid);
    const hash = await bounded(() => hashPassword(body.new_password, keys));
    await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      await endAccountSessions(tx, user.id);
    });
    ctx.log.info(`identity: ${user.euid} changed their password; their sessions were ended`);
    return { detail: 'Password changed' };
  });
}
