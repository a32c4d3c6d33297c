import { afterAll, beforeAll, expect, vi } from 'vitest';
import { processState, processStateChanges, restoreProcessState, type ProcessState } from './process-state';

/**
 * Integration setup file: the files run in turn in one process (issue 31), so a file that leaves process.env,
 * the working folder, the umask, fake timers or a child process behind fails here, by name, instead of a
 * later file failing for no reason of its own (openssl under a removed OPENSSL_CONF did). What it changed
 * is put back, so the next file starts clean. Registered before the file's own hooks, so this runs after them.
 */
let before: ProcessState | undefined;

beforeAll(() => {
  before = processState();
});

// eslint-disable-next-line no-empty-pattern -- vitest reads a hook's first argument as the fixtures it wants (none); the file is the second
afterAll(async ({}, suite) => {
  if (!before) return;
  const changes: string[] = [];
  if (vi.isFakeTimers()) {
    changes.push('fake timers still installed');
    vi.useRealTimers();
  }
  // A child the file stopped may take a moment to exit (a signal sent, its exit not awaited).
  let state = processState();
  for (let waited = 0; waited < 10_000 && processStateChanges(before, state).some((c) => c.startsWith('child process')); waited += 100) {
    await new Promise((done) => setTimeout(done, 100));
    state = processState();
  }
  changes.push(...processStateChanges(before, state));
  restoreProcessState(before);
  expect(changes, `${suite.file.filepath} left process state behind for the next file in this process`).toEqual([]);
}, 15_000);
