import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell,
// the same Blink as the `chromium` package without the desktop browser around it), as Playwright's own
// headless runs use. On this 2-core machine it took half the CPU of the full browser for the same tests
// (shell.spec: 79 s against 156 s of Chromium CPU, 93 s against 139 s of tests; issue 31). The flags
// keep it from reaching for the network, which this machine does not have.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two workers on two cores, each with one server (tests/e2e/fixtures) shared by the files it runs.
  workers: 2,
  // A flaky test is a defect to fix, not to retry (issue 31).
  retries: 0,
  timeout: 120_000,
  // A product state (aria-busy, a shown value) can take longer than Playwright's 5 s default on a
  // loaded 2-core CI machine; waiting longer for the same state is not a retry.
  expect: { timeout: 15_000 },
  // The slowest files last, so the end of CI's output says where the minutes went (issue 31).
  reporter: [['list'], ['./tests/e2e/support/slowest-files-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
