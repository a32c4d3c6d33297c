import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../server/db/open-database';
import { PublicPage } from './pages/public-page';
import { seriousAxeViolations } from './support/axe';
import { startWorkbenchServer, type WorkbenchServer } from './support/workbench-server';
import { PUBLIC_SITE_IDS as IDS } from './selectors/public-site';

// The public site (document 3 §2.6, §2.7, §5, §7, §8) in Chromium against the real server: built
// with Vite and started like `npm start`, on an embedded database in a temporary folder.
test.describe.configure({ mode: 'serial' });

const ROOT = resolve(import.meta.dirname, '../..');
let dataDir: string;
let server: WorkbenchServer | undefined;
let baseUrl: string;

async function startServer(): Promise<void> {
  server = await startWorkbenchServer({ DEMO_MACHINES: '4', DEMO_DAYS: '2' }, dataDir);
  baseUrl = server.url;
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  await running?.stop();
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  dataDir = mkdtempSync(join(tmpdir(), 'oee-public-site-'));
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the landing page renders with the top navigation, the footer and the cookie bar', async ({ page }) => {
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  await expect(site.heading).toContainText('loses time');
  await expect(site.topNav.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(site.topNav.getByRole('button', { name: 'Try for Free' })).toBeVisible();
  await expect(site.footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms.html');
  await expect(site.footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy.html');
  await expect(site.cookieBar).toBeVisible();
  await site.acceptCookies();
  expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBe('accept');
  // Document 3 §4: the first visit sets the initial-tour flag in the app store.
  const app = await page.evaluate(() => JSON.parse(localStorage.getItem('app') ?? '{}') as { state?: { initial_tour?: boolean } });
  expect(app.state?.initial_tour).toBe(true);
});

test('the top navigation reaches features, pricing and demo, and the logo leads home', async ({ page }) => {
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  for (const [name, path, heading] of [
    ['Features', '/features', 'Features'],
    ['Pricing', '/pricing', 'Pricing'],
    ['Demo', '/demo', 'Try the live demo'],
  ] as const) {
    await site.navLink(name).click();
    await expect(page).toHaveURL(`${baseUrl}${path}`);
    await expect(site.heading).toHaveText(heading);
  }
  await site.topNav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
  await page.goto(`${baseUrl}/support`);
  await expect(site.heading).toHaveText('Support');
});

test('issue 8: the public pages pass axe-core with no serious or critical violation, with and without the cookie bar', async ({ page }) => {
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  await expect(site.cookieBar).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await site.acceptCookies();
  for (const path of ['/', '/features', '/pricing', '/demo', '/support']) {
    await site.goto(path);
    await expect(site.footer).toBeVisible();
    expect({ path, violations: await seriousAxeViolations(page) }).toEqual({ path, violations: [] });
  }
});

test('below 768 px the links fold into a hamburger menu', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  await expect(site.navLink('Pricing')).toBeHidden();
  await site.topNav.getByRole('button', { name: 'Menu' }).click();
  await site.navLink('Pricing').click();
  await expect(site.heading).toHaveText('Pricing');
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(site.topNav.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(site.navLink('Pricing')).toBeVisible();
});

test('a public URL with an id keeps the id for after sign-in and starts the login at once (cookie prompt first)', async ({ page }) => {
  await page.goto(`${baseUrl}/?id=shared-42`);
  await expect(page.getByTestId(IDS.blank)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Allow Cookies' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('navstate_id'))).toBe('shared-42');
});

test('the contact form refuses bad input and stores a good message', async ({ page }) => {
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  await site.openTryForFree();
  await expect(site.field('Subject')).toHaveValue('I want to try OEE Workbench!');

  await site.send();
  for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Message is required']) {
    await expect(site.contactDialog.getByText(text)).toBeVisible();
  }
  await site.fillContact({ firstName: 'Grace', lastName: 'Hopper', email: 'not-an-email', message: 'Two plants, 40 machines.' });
  await site.send();
  await expect(site.contactDialog.getByText('Email must be a valid email address')).toBeVisible();

  await site.field('Email').fill('grace.hopper@example.com');
  await site.send();
  await expect(site.toast('Message Sent')).toBeVisible();
  await expect(site.contactDialog).toBeHidden();

  // The message is in the database: read it after the server has stopped and written its data folder.
  await stopServer();
  const db = await openDatabase({ dataDir });
  try {
    const { rows } = await db.query<{ first_name: string; email: string; subject: string; source: string }>(
      'SELECT first_name, email, subject, source FROM marketing_contact ORDER BY id',
    );
    expect(rows).toEqual([{ first_name: 'Grace', email: 'grace.hopper@example.com', subject: 'I want to try OEE Workbench!', source: 'TOPNAV_TRY_FREE' }]);
  } finally {
    await db.close();
  }
  await startServer();
});

test('screenshots of the landing page at 1280 px and 768 px', async ({ page }) => {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  await site.acceptCookies();
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await site.goto('/');
    await expect(site.heading).toBeVisible();
    await page.screenshot({ path: join(ROOT, 'test-results', `public-landing-${width}.png`), fullPage: true });
  }
});
