import { expect } from './fixtures';
import { companyIds } from './selectors';
import { ShellPage } from './pages/shell-page';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PLANT } from './support/demo-accounts';
import { testWithMail as test } from './support/mail-server';
import { linkIn } from '../support/test-smtp';

// Issue 36 point 3 on the screens: with SMTP_URL the invitation and the reset link arrive by mail
// (a real SMTP conversation on loopback, read back) and are followed in the browser.
test.use({ viewport: { width: 1440, height: 900 } });
// Each test signs in, mails and follows a link in a second browser: several sign-ins' worth of work.
test.describe.configure({ timeout: 240_000 });

test('issue 36 §3: an admin invites a colleague by mail; the colleague joins from the mailed link and signs in', async ({ page, browser, server, smtp, signedInAs }) => {
  await signedInAs(DEMO_PLANT.admin, { at: '/company/users' });
  await expect(page.getByTestId(companyIds.usersPage)).toBeVisible();
  await page.getByLabel('Email to invite').fill('mia@plant.test');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('mia@plant.test gets a mail with an invitation link.')).toBeVisible();
  await expect(page.getByTestId(companyIds.usersTable).getByRole('row', { name: /mia@plant\.test/ })).toContainText('INVITED');
  // Mailed, so nothing to hand over on screen.
  await expect(page.getByTestId(companyIds.linkHandover)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/mail-invited-1440.png' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: 'test-results/screenshots/mail-invited-768.png' });

  const mail = await smtp.waitForMail('mia@plant.test', 'invitation');
  expect(mail.subject).toBe('Your invitation to Demo Plant on OEE Workbench');
  const link = linkIn(mail.text, `${server.url}/identity/invite/`);
  const colleague = await browser.newPage();
  await colleague.setContent(mail.html);
  await expect(colleague.getByRole('link', { name: 'Accept the invitation' })).toHaveAttribute('href', link);
  await colleague.getByRole('link', { name: 'Accept the invitation' }).click();
  await new ShellPage(colleague, server.url).acceptInvitation({ firstName: 'Mia', lastName: 'Maintenance', email: 'mia@plant.test', password: 'mia-Pass-12' });
  await colleague.close();
});

test('issue 36 §3: "Forgot password?" mails a reset link; the new password signs in', async ({ page, browser, server, smtp }) => {
  const account = DEMO_PLANT.manager;
  const shell = new ShellPage(page, server.url);
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await shell.acceptConsents();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('we have sent it a link to reset the password')).toBeVisible();

  const mail = await smtp.waitForMail(account.email, 'Reset your OEE Workbench password');
  await page.goto(linkIn(mail.text, `${server.url}/identity/reset/`));
  await page.getByLabel('New password').fill('Manager#New2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  // Another browser, as on the next morning's device: its sign-in asks for the consents again.
  const other = await browser.newPage();
  await new ShellPage(other, server.url).signIn(account.email, 'Manager#New2026');
  await other.close();
});
