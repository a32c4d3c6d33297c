import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { refreshTriggers } from './refresh-triggers';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('refreshTriggers (backend_state notifications are coalesced, one LISTEN for every socket)', () => {
  it('a lone notification refreshes at once', () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const notes = hot('--a------------|');
      expectObservable(refreshTriggers(notes, ts, 5)).toBe('--a------------|');
    });
  });

  it('a burst of notifications gives one immediate and one trailing refresh', () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const notes = hot('a-b-c-------------|');
      expectObservable(refreshTriggers(notes, ts, 10)).toBe('a---------c-------|');
    });
  });

  it('a steady stream still refreshes once per window instead of starving', () => {
    const ts = scheduler();
    ts.run(({ hot, expectObservable }) => {
      const notes = hot('abcdefghijklmnopqrst|');
      expectObservable(refreshTriggers(notes, ts, 5)).toBe('a----f----k----p----(t|)');
    });
  });
});
