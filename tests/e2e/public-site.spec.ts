import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/db/open-database';
import { expect, test } from './fixtures';
import { PublicPage } from './pages/public-page';
import { seriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflowAt768, LOOKED_AT_WIDTHS } from './support/layout';
import { PUBLIC_SITE_IDS as IDS } from './selectors/public-site';

// The public site (document 3 §2.6, §2.7, §5, §7, §8) in Chromium against the real server: built
// with Vite and started like `npm start`, on an embedded database in a temporary folder: the worker's
// shared server. The contact form's message is read from the database between a stop and a start of
// that server (same folder and port, so other files' sessions stay good); no other file sends one.
test.describe.configure({ mode: 'serial' });

const ROOT = resolve(import.meta.dirname, '../..');
let baseUrl: string;
test.beforeEach(({ server }) => {
  baseUrl = server.url;
});

test('the landing page renders with the top navigation, the footer (legal texts in dialogs) and the cookie bar', async ({ page }) => {
  const site = new PublicPage(page, baseUrl);
  await site.goto('/');
  await expect(site.heading).toContainText('loses time');
  await expect(site.topNav.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(site.topNav.getByRole('button', { name: 'Try for Free' })).toBeVisible();
  // Document 1 §1, document 3 §2.6: the legal texts open in dialogs on the public pages too, not in new tabs.
  const tabs = page.context().pages().length;
  for (const [name, src] of [['Terms of Service', '/terms.html'], ['Privacy Policy', '/privacy.html']] as const) {
    await site.footer.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.locator(`iframe[src="${src}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: /Close/ }).first().click();
    await expect(dialog).toBeHidden();
  }
  expect(page.context().pages().length, 'no new tab').toBe(tabs);
  await expect(page).toHaveURL(`${baseUrl}/`);
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
  await expect(site.navLink('Pricing')).toBeVisible();
  await page.screenshot({ path: join(ROOT, 'test-results', 'screenshots', 'public-menu-767.png') });
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

test('the contact form refuses bad input and stores a good message', async ({ page, server }) => {
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
  await server.restart(async (dataDir) => {
    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ first_name: string; email: string; subject: string; source: string }>(
        'SELECT first_name, email, subject, source FROM marketing_contact ORDER BY id',
      );
      expect(rows).toEqual([{ first_name: 'Grace', email: 'grace.hopper@example.com', subject: 'I want to try OEE Workbench!', source: 'TOPNAV_TRY_FREE' }]);
    } finally {
      await db.close();
    }
  });
});

test("document 3 §8: the support page's form sends in the page with the keyboard and confirms there, not in a toast", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const site = new PublicPage(page, baseUrl);
  await site.goto('/support');
  await site.acceptCookies();
  const form = site.inlineContact;
  await expect(site.field('First name', form)).toBeVisible();

  // Reachable with the keyboard: Tab from the top of the page reaches the form's first field.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 30 && !(await site.field('First name', form).evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(site.field('First name', form)).toBeFocused();
  await page.keyboard.type('Katherine');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Johnson');
  await page.keyboard.press('Tab');
  await page.keyboard.type('katherine@example.com');
  await page.keyboard.press('Tab');
  await expect(site.field('Subject', form)).toBeFocused();
  await expect(site.field('Subject', form)).toHaveValue('General Contact');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Line 3 shows no changeovers since Monday.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();

  // Submitted with Enter; the real server answers.
  const sent = page.waitForResponse((r) => r.url().endsWith('/v1/navutil/marketing/contact/') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const response = await sent;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({ first_name: 'Katherine', email: 'katherine@example.com', subject: 'General Contact', source: 'FOOTER_CONTACT' });

  const status = form.getByRole('status');
  await expect(status.getByRole('heading', { name: 'Message Sent' })).toBeFocused();
  await expect(status).toContainText('Thank you for contacting us. We will be in touch shortly.');
  await site.expectNoToast();
  await expect(form.getByRole('form')).toHaveCount(0);
  await form.screenshot({ path: join(ROOT, 'test-results', 'screenshots', 'public-support-sent-1440.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 'Send another message' with the keyboard: an empty form, its first field focused.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send another message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(site.field('First name', form)).toBeFocused();
  await expect(site.field('First name', form)).toHaveValue('');
  await expect(status).toHaveText('');
});

test("document 3 §8: when the support page's form cannot send, the error shows above the form, not in a toast, and the values stay", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const site = new PublicPage(page, baseUrl);
  await site.goto('/support');
  await site.acceptCookies();
  const form = site.inlineContact;
  await page.route('**/v1/navutil/marketing/contact/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }));
  const values = { firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.com', message: 'Scrap reasons are missing on line 2.' };
  await site.fillContact(values, form);
  await site.send(form);

  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('Error: There was an error sending your message. Please try again.');
  await site.expectNoToast();
  // Above the form, where the visitor looks first.
  const alertBox = await alert.boundingBox();
  const firstField = await site.field('First name', form).boundingBox();
  expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(firstField!.y);
  await expect(site.field('First name', form)).toHaveValue(values.firstName);
  await expect(site.field('Last name', form)).toHaveValue(values.lastName);
  await expect(site.field('Email', form)).toHaveValue(values.email);
  await expect(site.field('Message', form)).toHaveValue(values.message);
  await form.screenshot({ path: join(ROOT, 'test-results', 'screenshots', 'public-support-failed-1440.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The retry goes through once the server answers again.
  await page.unroute('**/v1/navutil/marketing/contact/');
  await site.send(form);
  await expect(form.getByRole('status').getByRole('heading', { name: 'Message Sent' })).toBeVisible();
  await expect(alert).toHaveText('');
});

// Every public page, and the contact dialog, at a desktop, a tablet and a wall display: a screenshot
// to look at, axe-core with no serious violation, and no sideways scrolling at 768 px.
const SCREENS = [
  { name: 'landing', path: '/' },
  { name: 'features', path: '/features' },
  { name: 'pricing', path: '/pricing' },
  { name: 'demo', path: '/demo' },
  { name: 'support', path: '/support' },
  { name: 'contact', path: '/', open: (site: PublicPage) => site.openFooterContact() },
] as const;

for (const screen of SCREENS) {
  test(`the ${screen.name} screen at 1440, 768 and 2560 px: screenshots, axe-core, no overflow at 768 px`, async ({ page }) => {
    test.setTimeout(180_000);
    const site = new PublicPage(page, baseUrl);
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(screen.path);
    await site.acceptCookies();
    if ('open' in screen) await screen.open(site);
    for (const [width, height] of LOOKED_AT_WIDTHS) {
      if (width === 768) await expectNoHorizontalOverflowAt768(page);
      else await page.setViewportSize({ width, height });
      await expect(site.footer).toBeVisible();
      // Two frames after the resize: a full-page capture taken at once left the page's lower part unpainted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // The screenshot first, so a page that fails axe can still be looked at. An open dialog is taken
      // as the visitor sees it: a full-page capture stretches its fixed mask and the sticky top bar.
      await page.screenshot({ path: join(ROOT, 'test-results', 'screenshots', `public-${screen.name}-${width}.png`), fullPage: !('open' in screen) });
      expect({ width, violations: await seriousAxeViolations(page) }).toEqual({ width, violations: [] });
    }
  });
}
