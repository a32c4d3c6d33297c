import { describe, expect, it } from 'vitest';
import { FairScheduler } from './fair-scheduler';

/** Grants in the order they happen; each grant is held until the test releases it. */
function recorder(scheduler: FairScheduler) {
  const granted: string[] = [];
  const held: Array<() => void> = [];
  const ask = (tenant: string, label = tenant) =>
    void scheduler.acquire(tenant).then((release) => {
      granted.push(label);
      held.push(release);
    });
  const releaseOldest = async () => {
    held.shift()!();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { granted, ask, releaseOldest, settle: () => new Promise((r) => setTimeout(r, 0)) };
}

describe('FairScheduler: companies take turns for the read connections (issue 34 §1)', () => {
  it("one company's queued reads cannot hold another's: B's first read runs right after A's running one", async () => {
    const r = recorder(new FairScheduler(1, 1));
    for (let i = 1; i <= 5; i++) r.ask('A', `A${i}`);
    r.ask('B', 'B1');
    r.ask('B', 'B2');
    await r.settle();
    expect(r.granted).toEqual(['A1']);
    for (let i = 0; i < 6; i++) await r.releaseOldest();
    await r.settle();
    expect(r.granted).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'A4', 'A5']);
  });

  it('one company holds at most its share of the connections; the rest stay free for the others', async () => {
    const r = recorder(new FairScheduler(4, 2));
    for (let i = 1; i <= 4; i++) r.ask('A', `A${i}`);
    await r.settle();
    expect(r.granted).toEqual(['A1', 'A2']);
    r.ask('B', 'B1');
    r.ask('C', 'C1');
    await r.settle();
    expect(r.granted).toEqual(['A1', 'A2', 'B1', 'C1']);
  });

  it('reports how many reads wait and the longest wait, for /v1/health', async () => {
    let now = 0;
    const scheduler = new FairScheduler(1, 1, () => now);
    const release = await scheduler.acquire('A');
    void scheduler.acquire('B');
    now = 1_500;
    expect(scheduler.state).toEqual({ waiting: 1, running: 1, waitMs: 1_500 });
    release();
    await Promise.resolve();
    now = 2_000;
    // Granted after 1.5 s: the wait still shows for the next 10 s.
    expect(scheduler.state).toEqual({ waiting: 0, running: 1, waitMs: 1_500 });
    now = 12_000;
    expect(scheduler.state.waitMs).toBe(0);
  });

  it('a release called twice gives back one connection', async () => {
    const scheduler = new FairScheduler(1, 1);
    const release = await scheduler.acquire('A');
    release();
    release();
    expect(scheduler.state.running).toBe(0);
    await scheduler.acquire('A');
    expect(scheduler.state.running).toBe(1);
  });
});
