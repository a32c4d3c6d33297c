import { test as base } from '../fixtures';
import { startWorkbenchServer, type WorkbenchServer } from './workbench-server';
import { startTestSmtp } from '../../support/test-smtp';

/**
 * Specs whose mails are read back: each worker runs a test SMTP server on loopback and a workbench
 * server of its own configured to send through it (the shared worker server sends none).
 */
export const testWithMail = base.extend<object, { smtp: Awaited<ReturnType<typeof startTestSmtp>> }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring; the mail server has none
    async ({}, use) => {
      const smtp = await startTestSmtp();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ smtp }, use) => {
      const server: WorkbenchServer = await startWorkbenchServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Workbench <workbench@plant.test>' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});
