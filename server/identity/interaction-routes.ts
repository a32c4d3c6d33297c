import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import type { Clock } from '../../core/platform';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../http/context';
import { acceptFormPosts, formField } from './form-body';
import { decodeKioskToken } from './kiosk-token';
import type { KnownDevices } from './known-device';
import { hashPassword } from './password';
import { requestPasswordReset } from './password-reset';
import { deliverResetLink } from '../mail/deliver-link';
import { signupConfirmationMail } from '../mail/mails';
import { outboxFor } from '../mail/outbox';
import { signInWithPassword } from './password-sign-in';
import { PasswordWorkBusy, passwordWorkKeys } from './password-work';
import { SignInGuard, TOO_MANY_ATTEMPTS } from './sign-in-throttle';
import { SlidingWindowLimiter } from '../api/rate-limiter';
import { forgotPasswordPage } from './pages/forgot-password-page';
import { loginPage } from './pages/login-page';
import { alertBox, renderPage } from './pages/page-layout';
import { signupPage } from './pages/signup-page';
import type { ProviderSet } from './provider-set';
import { signupForm } from './signup-form';
import { createUserWithoutCompany, findDemoUser, findUserByEmail } from './user-accounts';

export interface InteractionDeps {
  db: Database;
  config: Pick<ServerConfig, 'publicUrl' | 'mail'>;
  clock: Clock;
  log: Logger;
  knownDevices: KnownDevices;
}

export const SIGN_IN_ERRORS = {
  wrongPassword: 'Wrong email or password.',
  kiosk: 'This kiosk link is not valid. Please sign in.',
  noDemo: 'The demo account is not available.',
  // Says nothing about whether the address has an account (issue 34 §6): the same for every refusal.
  signupRefused: 'We could not create an account with these details. If you already have an account, sign in or reset your password.',
  expired: 'This sign-in page has expired. Please start again from the application.',
} as const;

type Params = { uid: string };
type Req = FastifyRequest<{ Params: Params }>;

const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').send(page);

/** The sign-in screens behind the provider's interactions: login, kiosk link, demo, sign-up, forgot password. */
export async function interactionRoutes(app: FastifyInstance, providers: ProviderSet, deps: InteractionDeps): Promise<void> {
  const { db, log, clock, config, knownDevices } = deps;
  const outbox = outboxFor(config);
  // Per account and place, with backoff; checked before the password is hashed (sign-in-throttle.ts).
  const guard = new SignInGuard(clock);
  // Sign-ups refused for a taken address, per address: trying addresses one by one is bounded.
  const signupRefusals = new SlidingWindowLimiter(clock, { limit: 5, windowMs: 60 * 60_000, maxKeys: 50_000 });

  /**
   * One password sign-in attempt from this request: the throttle, the (bounded) password check, the
   * record of the outcome and, on success, the known-device cookie. 'wait' when it must not be tried now.
   */
  async function attempt(request: Req, reply: FastifyReply, email: string, password: string) {
    const place = { address: request.ip, device: knownDevices.deviceOf(request, email) };
    if (guard.blocked(email, place)) return 'wait' as const;
    let user;
    try {
      user = await signInWithPassword(db, email, password, request.ip);
    } catch (error) {
      if (error instanceof PasswordWorkBusy) return 'wait' as const;
      throw error;
    }
    guard.record(email, place, Boolean(user));
    if (user) knownDevices.remember(request, reply, email);
    return user;
  }

  /** The provider's interaction for this browser, or an "expired" page when there is none. */
  async function details(request: Req, reply: FastifyReply): Promise<InteractionDetails | undefined> {
    try {
      const found = await providers.forRequest(request).provider.interactionDetails(request.raw, reply.raw);
      if (found.uid === request.params.uid) return found;
    } catch {
      // SessionNotFound: no interaction cookie, or the interaction expired.
    }
    html(reply, 400, renderPage({ title: 'Sign-in expired', body: `<h1>Sign-in expired</h1>${alertBox(SIGN_IN_ERRORS.expired)}<p class="links"><a href="/">Go to the application</a></p>` }));
    return undefined;
  }

  async function finishLogin(request: Req, reply: FastifyReply, accountId: string) {
    const to = await providers.forRequest(request).provider.interactionResult(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
    return reply.redirect(to, 303);
  }

  const hasDemo = async () => (await findDemoUser(db)) !== undefined;
  const showLogin = async (reply: FastifyReply, uid: string, status: number, extra: { email?: string; error?: string } = {}) =>
    html(reply, status, loginPage({ uid, demo: await hasDemo(), ...extra }));

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<{ Params: Params }>('/interaction/:uid', async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { params, uid, prompt } = interaction;
      if (prompt.name === 'consent') {
        // First-party client: loadExistingGrant normally grants everything; finish without a screen if not.
        const to = await providers.forRequest(request).provider.interactionResult(request.raw, reply.raw, { consent: {} }, { mergeWithLastSubmission: true });
        return reply.redirect(to, 303);
      }
      if (typeof params.kiosk === 'string') {
        const creds = decodeKioskToken(params.kiosk);
        const user = await attempt(request, reply, creds?.email ?? '', creds?.password ?? '');
        if (user === 'wait') return showLogin(reply, uid, 429, { email: creds?.email, error: TOO_MANY_ATTEMPTS });
        if (user) return finishLogin(request, reply, user.euid);
        return showLogin(reply, uid, 401, { email: creds?.email, error: SIGN_IN_ERRORS.kiosk });
      }
      if (params.screen_hint === 'signup') return html(reply, 200, signupPage({ uid }));
      return showLogin(reply, uid, 200);
    });

    scope.post<{ Params: Params }>('/interaction/:uid/login', async (request, reply) => {
      if (!(await details(request, reply))) return reply;
      const email = formField(request.body, 'email').trim();
      const user = await attempt(request, reply, email, formField(request.body, 'password'));
      if (user === 'wait') return showLogin(reply, request.params.uid, 429, { email, error: TOO_MANY_ATTEMPTS });
      if (!user) return showLogin(reply, request.params.uid, 401, { email, error: SIGN_IN_ERRORS.wrongPassword });
      return finishLogin(request, reply, user.euid);
    });

    scope.post<{ Params: Params }>('/interaction/:uid/demo', async (request, reply) => {
      if (!(await details(request, reply))) return reply;
      const demo = await findDemoUser(db);
      if (!demo) return showLogin(reply, request.params.uid, 404, { error: SIGN_IN_ERRORS.noDemo });
      return finishLogin(request, reply, demo.euid);
    });

    scope.get<{ Params: Params }>('/interaction/:uid/signup', async (request, reply) => {
      if (!(await details(request, reply))) return reply;
      return html(reply, 200, signupPage({ uid: request.params.uid }));
    });

    scope.post<{ Params: Params }>('/interaction/:uid/signup', async (request, reply) => {
      if (!(await details(request, reply))) return reply;
      const values = {
        first_name: formField(request.body, 'first_name'),
        last_name: formField(request.body, 'last_name'),
        email: formField(request.body, 'email'),
      };
      const parsed = signupForm.safeParse({ ...values, password: formField(request.body, 'password') });
      const uid = request.params.uid;
      if (!parsed.success) return html(reply, 400, signupPage({ uid, values, error: parsed.error.issues[0]?.message }));
      const refuse = () =>
        signupRefusals.tryAcquire(request.ip)
          ? html(reply, 400, signupPage({ uid, values, error: SIGN_IN_ERRORS.signupRefused }))
          : html(reply, 429, signupPage({ uid, values, error: TOO_MANY_ATTEMPTS }));
      let passwordHash: string;
      try {
        // Hashed before the address is looked up, so a taken address answers no faster than a new one.
        passwordHash = await hashPassword(parsed.data.password, passwordWorkKeys(request.ip, parsed.data.email));
      } catch (error) {
        if (error instanceof PasswordWorkBusy) return html(reply, 429, signupPage({ uid, values, error: TOO_MANY_ATTEMPTS }));
        throw error;
      }
      if (await findUserByEmail(db, parsed.data.email)) return refuse();
      const user = await createUserWithoutCompany(db, {
        email: parsed.data.email,
        passwordHash,
        firstName: parsed.data.first_name,
        lastName: parsed.data.last_name,
      }).catch((error: { code?: string }) => {
        // Two sign-ups racing past the check above: the unique index on lower(email) decides.
        if (error?.code === '23505') return undefined;
        throw error;
      });
      if (!user) return refuse();
      log.info(`identity: new account ${user.euid} signed up`);
      if (outbox.sends) {
        const mail = signupConfirmationMail({ to: user.email, name: `${user.firstName} ${user.lastName}`.trim(), signInUrl: `${config.publicUrl}/` });
        void outbox.send(mail).catch((error: unknown) => log.error(`mail: the sign-up confirmation to ${user.email} was not sent: ${String(error)}`));
      }
      return finishLogin(request, reply, user.euid);
    });

    scope.get<{ Params: Params }>('/interaction/:uid/forgot', async (request, reply) => {
      if (!(await details(request, reply))) return reply;
      return html(reply, 200, forgotPasswordPage({ uid: request.params.uid, mails: outbox.sends }));
    });

    scope.post<{ Params: Params }>('/interaction/:uid/forgot', async (request, reply) => {
      if (!(await details(request, reply))) return reply;
      const email = formField(request.body, 'email').trim();
      const uid = request.params.uid;
      if (!email.includes('@')) return html(reply, 400, forgotPasswordPage({ uid, email, error: 'Enter a valid email address.', mails: outbox.sends }));
      const token = await requestPasswordReset(db, clock, email);
      // Not awaited: an address with an account must not answer slower than one without.
      if (token) void deliverResetLink(outbox, log, { publicUrl: config.publicUrl, clock, to: email, token, issuedByAdmin: false });
      return html(reply, 200, forgotPasswordPage({ uid, sent: true, mails: outbox.sends }));
    });
  });
}
