import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shellIds } from './selectors';
import { DEMO_PLANT } from './support/demo-accounts';
import { screenshotsAtWidths } from './support/layout';

// Document 1 §4 rule 4: "A custom login hash token carrying a base64-encoded user and password pair
// is also accepted" (README: "Kiosk link"), and document 3 §3's kiosk device setting (README:
// "Device and user settings": true while signed in through a kiosk link). A plant-floor screen is
// opened at the server's address with #kiosk=base64(email:password) and nobody at the keyboard.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const kioskLink = (base: string, email: string, password: string) => `${base}/#kiosk=${encodeURIComponent(Buffer.from(`${email}:${password}`).toString('base64'))}`;

function keptKiosk(page: Page): Promise<{ kiosk?: boolean; logout?: boolean } | undefined> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('device') ?? '{}') as { state?: { kiosk?: boolean; logout?: boolean } }).state);
}

test('document 1 §4 rule 4 and document 3 §3: a kiosk link signs the operator in without the login form, leaves no password in the address bar, and sets the kiosk flag until Sign Out', async ({ page, server, shell }) => {
  const formShown: string[] = [];
  page.on('response', (r) => void (r.status() === 200 && /\/interaction\/[^/]+$/.test(new URL(r.url()).pathname) && formShown.push(r.url())));
  // Who the session calls answer for, read as they arrive (a later load of the page discards a body not read).
  const profiles: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/v1/company_profile/me/' && r.status() === 200) void r.json().then((b: { email: string }) => profiles.push(b.email), () => undefined);
  });
  const { email, password } = DEMO_PLANT.user;
  await page.goto(kioskLink(server.url, email, password));
  await shell.ready('the shell opened by a kiosk link');

  expect(formShown, 'the provider never showed its login form').toEqual([]);
  await expect.poll(() => profiles, 'signed in as the link\'s user').toContain(email);
  expect(new Set(profiles)).toEqual(new Set([email]));
  expect(page.url(), 'the link\'s password is gone from the address bar').not.toContain('kiosk');
  await expect.poll(async () => (await keptKiosk(page))?.kiosk, 'device settings: kiosk').toBe(true);
  expect((await keptKiosk(page))?.logout).toBe(false);

  // A reload keeps the kiosk sign-in: the screen stays up on its own.
  await page.reload();
  await shell.ready('the kiosk screen after a reload');
  expect((await keptKiosk(page))?.kiosk).toBe(true);
  // The plant-floor screen as a kiosk opens it on a desk, a tablet and a wall display.
  // Every side chart drawn, not its placeholder (charts are drawn one after another).
  await screenshotsAtWidths(page, 'kiosk-signed-in', async () => {
    await shell.ready('the kiosk screen after a resize');
    await expect(page.locator('[data-chart-deferred]')).toHaveCount(0);
  });

  await shell.signOut();
  await expect.poll(async () => (await keptKiosk(page))?.kiosk, 'Sign Out ends the kiosk sign-in').toBe(false);
  expect((await keptKiosk(page))?.logout).toBe(true);
});

test("document 1 §4 rule 4: a kiosk link with a wrong password signs nobody in: the login form shows 'This kiosk link is not valid. Please sign in.', and the kiosk flag is not set", async ({ page, server }) => {
  await page.goto(kioskLink(server.url, DEMO_PLANT.user.email, 'not-the-password'));
  // The app boots, sends the link to the provider, which answers with its form: a boot and two page loads,
  // as long as the shell's own ready wait allows (ShellPage.ready; 15 s ran out at load 16).
  await expect(page.getByRole('alert')).toHaveText('This kiosk link is not valid. Please sign in.', { timeout: 30_000 });
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(page.url()).not.toContain('not-the-password');
  await expect(page.getByTestId(shellIds.shell)).toHaveCount(0);
  await screenshotsAtWidths(page, 'kiosk-link-refused', () => expect(page.getByRole('alert')).toBeVisible());
});
