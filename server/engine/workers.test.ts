import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startEngineWorkers } from './workers';

/** A database that only records LISTEN: the workers' timing is what is under test. */
function listeningDb() {
  const listeners: Array<(payload: string) => void> = [];
  const db = {
    listen: async (_channel: string, cb: (payload: string) => void) => {
      listeners.push(cb);
      return async () => {};
    },
    query: async () => ({ rows: [], affectedRows: 0 }),
  } as unknown as Database;
  return { db, notify: (payload: string) => listeners.forEach((cb) => cb(payload)) };
}

function controlledDrain() {
  const pending: Array<() => void> = [];
  return {
    calls: () => pending.length,
    finishAll: () => pending.splice(0).forEach((done) => done()),
    drain: () => new Promise<void>((resolve) => pending.push(resolve)),
    settle: async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

const log = { info() {}, warn() {}, error() {} };

/** Workers woken only by NOTIFY (polls an hour apart), counting the drains they start. */
function notifiedWorkers() {
  const scheduler = new VirtualTimeScheduler();
  const { db, notify } = listeningDb();
  const d = controlledDrain();
  let count = 0;
  const drain = () => {
    count++;
    return d.drain();
  };
  const w = startEngineWorkers({ db, log }, { scheduler, pollMs: 3_600_000, openDowntimeMs: 3_600_000, drain });
  return { scheduler, notify, d, w, started: () => count };
}

describe('engine workers', () => {
  it('start by working what an earlier process left queued, then poll every pollMs, never two drains at once', async () => {
    const scheduler = new VirtualTimeScheduler();
    const { db } = listeningDb();
    const d = controlledDrain();
    let done = 0;
    const drain = () => d.drain().then(() => void done++);
    const w = startEngineWorkers({ db, log }, { scheduler, pollMs: 1000, openDowntimeMs: 3_600_000, drain });
    await d.settle();
    expect(d.calls()).toBe(1); // on start
    scheduler.maxFrames = 3000;
    scheduler.flush();
    expect(d.calls()).toBe(1); // polls while the first drain runs are dropped
    d.finishAll();
    await d.settle();
    scheduler.maxFrames = 4000;
    scheduler.flush();
    expect(d.calls()).toBe(1); // the next poll at 4000 started a new drain
    d.finishAll();
    await d.settle();
    expect(done).toBe(2);
    await w.stop();
  });

  it("a NOTIFY on 'backend_state' about a queue wakes them at once; stopped, they do nothing more", async () => {
    const { scheduler, notify, d, w, started } = notifiedWorkers();
    await d.settle();
    d.finishAll();
    await d.settle();
    notify('sch_queue');
    expect(started()).toBe(2);
    d.finishAll();
    await d.settle();
    notify('something else');
    expect(started()).toBe(2);
    const stopping = w.stop();
    notify('ent_queue');
    scheduler.maxFrames = 10 * 3_600_000;
    scheduler.flush();
    await stopping;
    expect(started()).toBe(2);
  });

  it('work queued (NOTIFY) while a drain runs brings one more drain right after it, not at the next poll', async () => {
    const { notify, d, w, started } = notifiedWorkers();
    await d.settle();
    expect(started()).toBe(1);
    notify('ent_queue');
    notify('sch_queue');
    expect(started()).toBe(1); // never two at once
    d.finishAll();
    await d.settle();
    expect(started()).toBe(2); // the two notifications: one more drain
    d.finishAll();
    await d.settle();
    expect(started()).toBe(2); // and no more than one
    await w.stop();
  });
});
