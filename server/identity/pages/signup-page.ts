import { escapeHtml } from './html';
import { alertBox, renderPage } from './page-layout';

export interface SignupPageOptions {
  uid: string;
  values?: { email?: string; first_name?: string; last_name?: string };
  error?: string;
}

export function signupPage({ uid, values = {}, error }: SignupPageOptions): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    title: 'Create an account',
    body: `<h1>Create an account</h1>
${alertBox(error)}
<form method="post" action="${base}/signup">
<label for="first_name">First name</label>
<input id="first_name" name="first_name" autocomplete="given-name" required value="${escapeHtml(values.first_name)}">
<label for="last_name">Last name</label>
<input id="last_name" name="last_name" autocomplete="family-name" required value="${escapeHtml(values.last_name)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required aria-describedby="password-help">
<p id="password-help">At least 8 characters.</p>
<button type="submit">Sign up</button>
</form>
<p class="links"><a href="${base}">Already have an account? Sign in</a></p>`,
  });
}
