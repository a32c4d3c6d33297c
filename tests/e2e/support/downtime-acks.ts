import type { Page } from '@playwright/test';

/**
 * Empties the downtime banner's dismissals in the browser's app store (localStorage 'app'). The
 * fixtures carry a user's storage state from test to test, dismissals included.
 */
export function clearDowntimeAcks(): void {
  const app = JSON.parse(localStorage.getItem('app') ?? '{}') as { state?: { downtimeAcks?: unknown } };
  if (!app.state) return;
  app.state.downtimeAcks = {};
  localStorage.setItem('app', JSON.stringify(app));
}

/** Every document the page loads from now on starts with no dismissals: the banner shows. */
export async function forgetDowntimeDismissals(page: Page): Promise<void> {
  await page.addInitScript(clearDowntimeAcks);
}
