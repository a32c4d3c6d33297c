import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests beside the code, and integration tests (*.int.test.ts and
// tests/integration) that start real databases and servers and therefore run one file at a time.
export default defineConfig({
  test: {
    // The slowest files last, so the end of CI's output says where a phase's minutes went (issue 31).
    reporters: ['default', './tests/support/slowest-files-reporter.ts'],
    projects: [
      {
        // core/ is pure TypeScript (no DOM, no stubs, no module mocks): its files share their workers'
        // module cache instead of each importing everything anew. Measured on this 2-core machine
        // (issue 31): 108 files, 1,116 tests, 87 s of CPU isolated, 14.5 s shared (import 331 s -> 146 s).
        test: {
          name: 'unit-core',
          include: ['core/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'workbench/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // Shared module cache as for core (issue 31): workbench and plugins 248 s -> 44-55 s, server and
          // tests/unit 54 s -> 29 s on this 2-core machine, every file passing shuffled. What one file's
          // jsdom leaves behind (rendered trees, portals) dom-reset clears after each test.
          isolate: false,
          setupFiles: ['tests/support/dom-reset.ts', 'tests/support/testing-library-waits.ts'],
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
          // One process for the files in turn instead of one each (issue 31): the server's modules are imported
          // and PGlite's module compiled once, not per file. Each file still opens its own databases and servers.
          isolate: process.env.INT_ISOLATE === 'on',
          // One PostgreSQL server for the whole run; each file works in its own database.
          globalSetup: ['tests/support/global-setup.ts'],
          // process-state-check: a file that leaves env, cwd, umask, fake timers or a child process behind fails by name;
          // file-cpu: each file's CPU seconds for the summary.
          setupFiles: ['tests/support/cheap-password-hashing.ts', 'tests/support/process-state-check.ts', 'tests/support/file-cpu.ts'],
        },
      },
    ],
  },
});
