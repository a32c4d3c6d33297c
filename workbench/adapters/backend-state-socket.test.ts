import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { createSuperStore } from '../../core/session';
import { BackendStateSocket, type SocketLike } from './backend-state-socket';

class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  sent: string[] = [];
  closed = false;
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.closed = true;
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function setup(session = new MemoryKeyValueStore()) {
  const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
  ts.maxFrames = 60_000; // virtual time beyond the default 750 frames
  const fake = new FakeSocket();
  const lost: string[] = [];
  const socket = new BackendStateSocket({ open: () => fake, token: async () => 'tok', tabId: 't1', sessionId: 's1', scheduler: ts, superStore: createSuperStore(session), onLost: () => lost.push('need-full-refresh') });
  const connected: boolean[] = [];
  socket.connected$.subscribe((c) => connected.push(c));
  socket.start();
  fake.onopen?.({});
  return { ts, fake, socket, connected, lost };
}

describe('BackendStateSocket', () => {
  it('sends INIT with the access token once open', async () => {
    const { fake } = setup();
    await Promise.resolve();
    expect(JSON.parse(fake.sent[0]!)).toEqual({ type: 'INIT', payload: { token: 'tok', tab_id: 't1', session_id: 's1' } });
  });

  it('keeps the STATE and lays PATCHes over it, ignoring the SUPER part', () => {
    const { socket, fake } = setup();
    const seen: unknown[] = [];
    socket.info$.subscribe((i) => seen.push(i));
    fake.receive({ type: 'STATE', payload: { euid: 'C1', name: 'Acme', sch_queue: [] } });
    fake.receive({ type: 'PATCH', payload: { sch_queue: [1], SUPER: { C2: {} } } });
    expect(seen.at(-1)).toEqual({ euid: 'C1', name: 'Acme', sch_queue: [1] });
  });

  it('document 2 §4: patches keyed SUPER go to the super store and are kept, patch over patch', () => {
    const { socket, fake } = setup();
    const store: unknown[] = [];
    socket.superInfo$.subscribe((s) => store.push(s));
    fake.receive({ type: 'STATE', payload: { euid: 'C1', sch_queue: 0 } });
    fake.receive({ type: 'PATCH', payload: { SUPER: { sch_queue: 4, users: [] } } });
    fake.receive({ type: 'PATCH', payload: { SUPER: { sch_queue: 2 } } });
    expect(store.at(-1)).toEqual({ sch_queue: 2, users: [] });
  });

  it("document 1 §3's super store is kept in the tab's session storage: after a reload the new socket starts from the last SUPER state", () => {
    const session = new MemoryKeyValueStore();
    setup(session).fake.receive({ type: 'PATCH', payload: { SUPER: { sch_queue: 4, users: ['ada'] } } });
    const reloaded: unknown[] = [];
    setup(session).socket.superInfo$.subscribe((s) => reloaded.push(s));
    expect(reloaded).toEqual([{ sch_queue: 4, users: ['ada'] }]);
  });

  it('document 2 §4: a missing PONG marks the socket lost (2 s after the 5 s PING) and emits need-full-refresh once', () => {
    const { ts, fake, connected, lost } = setup();
    ts.flush(); // no PONG ever comes back
    expect(fake.sent.filter((m) => m.includes('PING'))).toHaveLength(1);
    expect(connected).toEqual([true, false]);
    expect(fake.closed).toBe(true);
    expect(lost).toEqual(['need-full-refresh']);
  });

  it('a dropped socket is lost, a refused token (4401) is not', () => {
    const a = setup();
    a.fake.onclose?.({ code: 1006 });
    expect(a.connected).toEqual([true, false]);
    const b = setup();
    b.fake.onclose?.({ code: 4401 });
    expect(b.connected).toEqual([true]);
  });
});
