import { escapeHtml } from './html';
import { alertBox, noticeBox, renderPage } from './page-layout';

export interface LoginPageOptions {
  uid: string;
  email?: string;
  error?: string;
  notice?: string;
  /** The demo login button is shown only when a demo account exists. */
  demo: boolean;
}

export function loginPage({ uid, email, error, notice, demo }: LoginPageOptions): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const demoForm = demo
    ? `<form method="post" action="${base}/demo"><button type="submit" class="secondary">Try the demo</button></form>`
    : '';
  return renderPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
${alertBox(error)}${noticeBox(notice)}
<form method="post" action="${base}/login" autocomplete="on">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
${demoForm}
<p class="links"><a href="${base}/signup">Create an account</a><a href="${base}/forgot">Forgot password?</a></p>`,
  });
}
