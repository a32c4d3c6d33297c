import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and integration tests (*.int.test.ts and
// tests/integration) that start real databases and servers and therefore run one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'workbench/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // Component tests load lazy chunks (jsdom, PrimeReact) on a two-core machine: room for a busy moment.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One PostgreSQL server for the whole run; each file works in its own database.
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/cheap-password-hashing.ts'],
        },
      },
    ],
  },
});
