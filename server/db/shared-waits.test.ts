import { describe, expect, it } from 'vitest';
import { SharedWaits } from './shared-waits';

/** A connection handed out when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('SharedWaits: identical statements waiting for a connection run once (issue 15)', () => {
  it('gives every caller of one key that asked before the connection came the same single run', async () => {
    const waits = new SharedWaits<number>();
    const g = gate();
    let runs = 0;
    const acquire = async () => {
      await g.opened;
      return async () => ++runs;
    };
    const answers = [waits.run('q', [], acquire), waits.run('q', [], acquire), waits.run('q', [], acquire)];
    g.open();
    expect(await Promise.all(answers)).toEqual([1, 1, 1]);
    expect(waits.counts).toEqual({ statements: 1, requests: 3 });
  });

  it('runs a caller of the same key that asks after the connection was granted on its own', async () => {
    const waits = new SharedWaits<number>();
    let runs = 0;
    const g = gate();
    const first = waits.run('q', [], async () => async () => {
      await g.opened;
      return ++runs;
    });
    await Promise.resolve();
    await Promise.resolve();
    const second = waits.run('q', [], async () => async () => ++runs);
    g.open();
    expect(new Set(await Promise.all([first, second])).size).toBe(2);
    expect(waits.counts.statements).toBe(2);
  });

  it('never shares between different keys', async () => {
    const waits = new SharedWaits<string>();
    const answers = await Promise.all(['a', 'b', 'a'].map((k) => waits.run(k, [], async () => async () => k)));
    expect(answers).toEqual(['a', 'b', 'a']);
    expect(waits.counts.statements).toBe(2);
  });

  it('hands a failed wait for a connection to its callers and lets the next caller try again', async () => {
    const waits = new SharedWaits<number>();
    const failing = async (): Promise<() => Promise<number>> => {
      throw new Error('no connection');
    };
    await expect(Promise.all([waits.run('q', [], failing), waits.run('q', [], failing)])).rejects.toThrow('no connection');
    expect(await waits.run('q', [], async () => async () => 5)).toBe(5);
  });
});
