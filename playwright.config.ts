import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it from reaching for the network,
// which this machine does not have.
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
