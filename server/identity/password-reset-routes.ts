import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../core/platform';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { acceptFormPosts, formField } from './form-body';
import { completePasswordReset, isResetTokenUsable, MIN_PASSWORD_LENGTH } from './password-reset';
import { resetPasswordPage } from './pages/reset-password-page';
import { PASSWORD_WORK_BUSY, PasswordWorkBusy, passwordWorkKeys } from './password-work';
import { SlidingWindowLimiter } from '../api/rate-limiter';

type Req = { Params: { token: string } };

/** The page an emailed reset link opens: choose a new password, once, before the link expires. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Pick<ServerConfig, 'publicUrl'> },
): Promise<void> {
  const { db, clock } = deps;
  const signInUrl = `${deps.config.publicUrl}/`;
  const page = (reply: FastifyReply, status: number, action: string, state: 'form' | 'invalid' | 'changed', error?: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(resetPasswordPage({ action, state, error, signInUrl }));

  // Per address: a reset post is refused before any lookup or hashing once the window is used up.
  const limiter = new SlidingWindowLimiter(clock, { limit: 10, windowMs: 60_000, maxKeys: 50_000 });
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.get<Req>('/identity/reset/:token', async (request, reply) => {
      const usable = await isResetTokenUsable(db, clock, request.params.token);
      return page(reply, usable ? 200 : 400, request.url, usable ? 'form' : 'invalid');
    });
    scope.post<Req>('/identity/reset/:token', async (request, reply) => {
      if (!limiter.tryAcquire(request.ip)) return page(reply, 429, request.url, 'form', 'Too many attempts. Please wait a minute and try again.');
      let outcome;
      try {
        outcome = await completePasswordReset(db, clock, request.params.token, formField(request.body, 'password'), passwordWorkKeys(request.ip));
      } catch (error) {
        if (error instanceof PasswordWorkBusy) return page(reply, 429, request.url, 'form', PASSWORD_WORK_BUSY);
        throw error;
      }
      if (outcome === 'too-short') return page(reply, 400, request.url, 'form', `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
      return page(reply, outcome === 'changed' ? 200 : 400, request.url, outcome === 'changed' ? 'changed' : 'invalid');
    });
  });
}
