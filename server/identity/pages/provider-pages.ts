import { escapeHtml } from './html';
import { renderPage } from './page-layout';

/**
 * Auth0's /v2/logout signs out at once, without asking. oidc-provider asks first, so its form is
 * submitted straight away with logout=yes (end every session of this browser); the button stays for
 * browsers without scripts.
 */
export function logoutPage(providerForm: string): string {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return renderPage({
    title: 'Signing out',
    body: `<h1>Signing out…</h1>
${form}
<button type="submit" form="op.logoutForm">Continue</button>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  });
}

export function loggedOutPage(): string {
  return renderPage({ title: 'Signed out', body: '<h1>Signed out</h1><p>You have been signed out.</p><p class="links"><a href="/">Go to the start page</a></p>' });
}

export function providerErrorPage(out: Record<string, unknown>): string {
  const rows = Object.entries(out)
    .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
    .join('');
  return renderPage({ title: 'Sign-in error', body: `<h1>Something went wrong</h1><div role="alert">${rows}</div><p class="links"><a href="/">Go to the start page</a></p>` });
}
