import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { processState, processStateChanges, restoreProcessState } from './process-state';

// What process-state-check (the integration setup file) reports after a file: the state it names is what the next
// file in the same process would otherwise inherit (issue 31).
describe('process state left behind by an integration file', () => {
  const before = processState();
  afterEach(() => restoreProcessState(before));

  it('names a changed, added or removed environment variable, and restoring puts them back', () => {
    process.env.OPENSSL_CONF = 'undefined';
    process.env.OEE_PROCESS_STATE_PROBE = '1';
    delete process.env.PATH;
    expect(processStateChanges(before, processState()).sort()).toEqual(
      [
        `process.env.OEE_PROCESS_STATE_PROBE: undefined -> "1"`,
        `process.env.OPENSSL_CONF: ${JSON.stringify(before.env.OPENSSL_CONF)} -> "undefined"`,
        `process.env.PATH: ${JSON.stringify(before.env.PATH)} -> undefined`,
      ].sort(),
    );
    restoreProcessState(before);
    expect(processStateChanges(before, processState())).toEqual([]);
    expect(process.env.PATH).toBe(before.env.PATH);
  });

  it('names a changed working folder and umask', () => {
    process.chdir(tmpdir());
    process.umask(0o077);
    expect(processStateChanges(before, processState())).toEqual([`cwd: ${before.cwd} -> ${tmpdir()}`, `umask: ${before.umask} -> 0077`]);
  });

  it('names a child process still running, and not one that has exited', async () => {
    const child = spawn('sleep', ['60'], { stdio: 'ignore' });
    await once(child, 'spawn');
    expect(processStateChanges(before, processState())).toEqual([`child process ${child.pid} still running: sleep 60`]);
    child.kill();
    await once(child, 'exit');
    expect(processStateChanges(before, processState())).toEqual([]);
  });
});
