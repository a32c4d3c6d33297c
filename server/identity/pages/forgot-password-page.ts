import { escapeHtml } from './html';
import { alertBox, noticeBox, renderPage } from './page-layout';

export function forgotPasswordPage({ uid, email, error, sent }: { uid: string; email?: string; error?: string; sent?: boolean }): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const body = sent
    ? noticeBox('If an account exists for that address, we have sent it a link to reset the password. The link works once, for one hour.')
    : `${alertBox(error)}
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
