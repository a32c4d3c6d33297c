import { escapeHtml } from './html';
import { alertBox, noticeBox, renderPage } from './page-layout';

/** Said where no mail server is set: who can still give the user a link. */
export const NO_MAIL_RESET_NOTE =
  'This server does not send e-mail. An admin of your company can give you a reset link: Company, Users, "Sign-in link". The server\'s operator also finds the link in the server log.';

export function forgotPasswordPage({ uid, email, error, sent, mails }: { uid: string; email?: string; error?: string; sent?: boolean; mails: boolean }): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const body = sent
    ? noticeBox(mails ? 'If an account exists for that address, we have sent it a link to reset the password. The link works once, for one hour.' : `If an account exists for that address, its reset link is made. ${NO_MAIL_RESET_NOTE}`)
    : `${mails ? '' : `<p>${escapeHtml(NO_MAIL_RESET_NOTE)}</p>`}
${alertBox(error)}
<form method="post" action="${base}/forgot">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}">
<button type="submit">Send reset link</button>
</form>`;
  return renderPage({
    title: 'Reset your password',
    body: `<h1>Reset your password</h1>
${body}
<p class="links"><a href="${base}">Back to sign in</a></p>`,
  });
}
