import type { FastifyReply } from 'fastify';
import type { Clock } from '../../core/platform';
import type { RouteModule } from '../http/context';
import { acceptFormPosts, formField } from '../identity/form-body';
import { escapeHtml } from '../identity/pages/html';
import { alertBox, noticeBox, renderPage } from '../identity/pages/page-layout';
import { PASSWORD_WORK_BUSY, PasswordWorkBusy, passwordWorkKeys } from '../identity/password-work';
import { signupForm } from '../identity/signup-form';
import { acceptInvitation, invitationEmail } from './invitations';

type Req = { Params: { token: string } };

function invitePage(opts: { state: 'form' | 'invalid' | 'accepted'; action: string; email?: string; error?: string; values?: Record<string, string>; signInUrl: string }): string {
  const signIn = `<p class="links"><a href="${opts.signInUrl}">Go to sign in</a></p>`;
  if (opts.state === 'invalid') {
    return renderPage({ title: 'Invitation not valid', body: `<h1>Invitation not valid</h1>${alertBox('This invitation link is not valid: it was used already, has expired or is wrong. Ask your admin for a new one.')}${signIn}` });
  }
  if (opts.state === 'accepted') {
    return renderPage({ title: 'Welcome aboard', body: `<h1>Welcome aboard</h1>${noticeBox('Your account is ready. Sign in with your e-mail and the password you chose.')}${signIn}` });
  }
  const v = (k: string) => escapeHtml(opts.values?.[k] ?? '');
  return renderPage({
    title: 'Accept your invitation',
    body: `<h1>Accept your invitation</h1>
<p>You were invited to join as <strong>${escapeHtml(opts.email ?? '')}</strong>.</p>
${alertBox(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}">
<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name" required value="${v('first_name')}">
<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name" required value="${v('last_name')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-help">
<p id="password-help">At least 8 characters.</p>
<button type="submit">Join</button>
</form>`,
  });
}

/** The page an invitation link opens (/identity/invite/:token): names and a password, once, within seven days. */
export function invitationRoutes(deps: { clock: Clock }): RouteModule {
  return async (app, ctx) => {
    const signInUrl = `${ctx.config.publicUrl}/`;
    const send = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);
    await app.register(async (scope) => {
      acceptFormPosts(scope);
      scope.get<Req>('/identity/invite/:token', async (request, reply) => {
        const email = await invitationEmail(ctx.db, deps.clock, request.params.token);
        return send(reply, email ? 200 : 400, invitePage({ state: email ? 'form' : 'invalid', action: request.url, email, signInUrl }));
      });
      scope.post<Req>('/identity/invite/:token', async (request, reply) => {
        const email = await invitationEmail(ctx.db, deps.clock, request.params.token);
        if (!email) return send(reply, 400, invitePage({ state: 'invalid', action: request.url, signInUrl }));
        const values = { first_name: formField(request.body, 'first_name'), last_name: formField(request.body, 'last_name') };
        const parsed = signupForm.safeParse({ ...values, email, password: formField(request.body, 'password') });
        if (!parsed.success) return send(reply, 400, invitePage({ state: 'form', action: request.url, email, values, error: parsed.error.issues[0]?.message, signInUrl }));
        let outcome;
        try {
          const form = { first_name: parsed.data.first_name, last_name: parsed.data.last_name, password: parsed.data.password };
          outcome = await acceptInvitation(ctx.db, deps.clock, request.params.token, form, passwordWorkKeys(request.ip, email));
        } catch (error) {
          if (error instanceof PasswordWorkBusy) return send(reply, 429, invitePage({ state: 'form', action: request.url, email, values, error: PASSWORD_WORK_BUSY, signInUrl }));
          throw error;
        }
        return send(reply, outcome === 'accepted' ? 200 : 400, invitePage({ state: outcome, action: request.url, signInUrl }));
      });
    });
  };
}
