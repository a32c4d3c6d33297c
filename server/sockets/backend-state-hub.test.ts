import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { BackendStateHub, BACKEND_STATE_CHANNEL, type StateSubscriber } from './backend-state-hub';
import type { SessionInfo } from './state-keys';
import type { StateSource } from './state-source';

const info = (euid: string, schQueue: number): SessionInfo => ({
  euid,
  name: euid,
  desc: '',
  last_input: null,
  sch_queue: schQueue,
  ent_queue: 0,
  sch_joblog: 0,
  ent_joblog: 0,
  users: [],
  progress: { inpevents: 0, inpschedules: 0, parts: 0, reasons: 0, shifts: 0 },
  errors: [],
  scheduled_downtimes: [],
});

/** A database whose LISTEN callbacks the test fires by hand, counting the LISTENs. */
function fakeDatabase() {
  const listeners: Array<(payload: string) => void> = [];
  const db = {
    listen: async (channel: string, fn: (payload: string) => void) => {
      expect(channel).toBe(BACKEND_STATE_CHANNEL);
      listeners.push(fn);
      return async () => undefined;
    },
  } as unknown as Database;
  return { db, listeners, notify: (payload: string) => listeners.forEach((fn) => fn(payload)) };
}

function fakeSource(queues: Map<number, number>) {
  const reads: Array<number | null> = [];
  const source: StateSource = {
    company: async (id) => {
      reads.push(id);
      const n = queues.get(id);
      if (n === undefined) throw new Error(`unreadable company ${id}`);
      return info(`C${id}`, n);
    },
    eachCompany: async () => [...queues].map(([id, n]) => info(`C${id}`, n)),
    everyCompany: async () => {
      reads.push(null);
      return info('ALL', [...queues.values()].reduce((a, b) => a + b, 0));
    },
  };
  return { source, reads };
}

const subscriber = (companyId: number, isSuper = false) => {
  const sent: unknown[] = [];
  const s: StateSubscriber = { companyId, isSuper, send: (text) => sent.push(JSON.parse(text)) };
  return { s, sent };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BackendStateHub', () => {
  it('one LISTEN per process serves every socket, and each company is read once per refresh', async () => {
    const { db, listeners, notify } = fakeDatabase();
    const queues = new Map([[1, 0], [2, 0]]);
    const { source, reads } = fakeSource(queues);
    const scheduler = new VirtualTimeScheduler();
    const hub = new BackendStateHub({ db, source, log: { info() {}, warn() {}, error() {} }, scheduler, windowMs: 10 });
    await hub.start();
    const subs = [subscriber(1), subscriber(1), subscriber(2)];
    for (const { s } of subs) {
      hub.register(s);
      await hub.sendFull(s);
    }
    expect(listeners).toHaveLength(1);
    reads.length = 0;
    queues.set(1, 3);
    notify('sch_queue');
    await settle();
    expect(reads.sort()).toEqual([1, 2]);
    expect(subs.map(({ sent }) => sent.at(-1))).toEqual([
      { type: 'PATCH', payload: { sch_queue: 3 } },
      { type: 'PATCH', payload: { sch_queue: 3 } },
      { type: 'STATE', payload: info('C2', 0) }, // company 2 did not change: nothing sent
    ]);
    await hub.stop();
  });

  it('a removed socket gets nothing more', async () => {
    const { db, notify } = fakeDatabase();
    const queues = new Map([[1, 0]]);
    const { source } = fakeSource(queues);
    const hub = new BackendStateHub({ db, source, log: { info() {}, warn() {}, error() {} }, scheduler: new VirtualTimeScheduler(), windowMs: 10 });
    await hub.start();
    const { s, sent } = subscriber(1);
    const detach = hub.register(s);
    await hub.sendFull(s);
    detach();
    queues.set(1, 5);
    notify('sch_queue');
    await settle();
    expect(sent).toHaveLength(1);
    await hub.stop();
  });

  it('a failed read is logged and does not stop later refreshes', async () => {
    const { db, notify } = fakeDatabase();
    const queues = new Map([[1, 0]]);
    const { source } = fakeSource(queues);
    const errors: string[] = [];
    const scheduler = new VirtualTimeScheduler();
    const hub = new BackendStateHub({ db, source, log: { info() {}, warn() {}, error: (m) => errors.push(m) }, scheduler, windowMs: 10 });
    await hub.start();
    const { s, sent } = subscriber(1);
    hub.register(s);
    await hub.sendFull(s);
    queues.delete(1);
    notify('sch_queue');
    await settle();
    expect(errors[0]).toContain('backend state refresh failed');
    scheduler.flush(); // the throttle window ends
    queues.set(1, 2);
    notify('sch_queue');
    await settle();
    expect(sent.at(-1)).toEqual({ type: 'PATCH', payload: { sch_queue: 2 } });
    await hub.stop();
  });
});
