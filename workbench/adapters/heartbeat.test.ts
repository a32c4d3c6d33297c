import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { heartbeatLost$ } from './heartbeat';

const scheduler = () => new TestScheduler((a, b) => expect(a).toEqual(b));

describe('backend-state heartbeat', () => {
  it('pings every 5 s and stays quiet while each PONG comes within 2 s', () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const pings: number[] = [];
      // PONGs 1 s after each ping (5 s, 10 s, 15 s).
      const pong$ = hot('6000ms p 4999ms p 4999ms p');
      expectObservable(heartbeatLost$(pong$, () => pings.push(ts.now()), ts), '^ 16000ms !').toBe('');
      ts.flush();
      expect(pings).toEqual([5000, 10000, 15000]);
    });
  });

  it('no PONG within 2 s of a PING: the socket counts as lost', () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const pong$ = hot('6000ms p'); // answers the first ping only
      expectObservable(heartbeatLost$(pong$, () => undefined, ts)).toBe('12000ms (x|)', { x: undefined });
    });
  });
});
