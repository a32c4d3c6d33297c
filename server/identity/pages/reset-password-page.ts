import { escapeHtml } from './html';
import { alertBox, noticeBox, renderPage } from './page-layout';

export interface ResetPasswordPageOptions {
  /** The form posts back to the address it was served from. */
  action: string;
  state: 'form' | 'invalid' | 'changed';
  error?: string;
  /** Where "sign in" leads once the password is changed (the app starts a fresh sign-in). */
  signInUrl: string;
}

export function resetPasswordPage({ action, state, error, signInUrl }: ResetPasswordPageOptions): string {
  const signIn = `<p class="links"><a href="${escapeHtml(signInUrl)}">Go to sign in</a></p>`;
  if (state === 'invalid') {
    return renderPage({
      title: 'Reset link not valid',
      body: `<h1>Reset link not valid</h1>${alertBox('This reset link is not valid: it was used already, has expired or is wrong. Ask for a new one from the sign-in page.')}${signIn}`,
    });
  }
  if (state === 'changed') {
    return renderPage({
      title: 'Password changed',
      body: `<h1>Password changed</h1>${noticeBox('Your password has been changed. Sign in with the new password.')}${signIn}`,
    });
  }
  return renderPage({
    title: 'Choose a new password',
    body: `<h1>Choose a new password</h1>
${alertBox(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus aria-describedby="password-help">
<p id="password-help">At least 8 characters.</p>
<button type="submit">Change password</button>
</form>`,
  });
}
