import { describe, expect, it } from 'vitest';
import type { SocketLike } from './backend-state-socket';
import { LiveSocketClient } from './live-socket-client';

class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {}
}

const hello = { tab_id: 't1', user_id: 'U1', username: 'Ann Admin', email: 'a@x.co', company_euid: 'C1', session_id: 's1', location: '/' };

describe('LiveSocketClient', () => {
  it('document 3 §7: sends tab_id, user_id, username, email, company_euid, session_id and location, then LOC_CHANGE on route change', async () => {
    const fake = new FakeSocket();
    const client = new LiveSocketClient({ open: () => fake, token: async () => 'tok', pingMs: 1e9 });
    client.start(hello);
    client.locationChanged('/profile'); // before the socket opened: goes with the hello
    fake.onopen?.({});
    await Promise.resolve();
    await Promise.resolve();
    client.locationChanged('/company/data');
    client.locationChanged('/company/data');
    client.stop();
    expect(fake.sent).toEqual([
      { type: 'HELLO', token: 'tok', ...hello, location: '/profile' },
      { type: 'LOC_CHANGE', location: '/company/data' },
    ]);
  });
});
