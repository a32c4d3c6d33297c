import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { authRedirect$, reloadCountdown$ } from './session-timers';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('session timers', () => {
  it('handle-auth-redirect is emitted after a 1 s pause (document 1 §4 rule 2)', () => {
    const ts = scheduler();
    ts.run(({ expectObservable }) => {
      expectObservable(authRedirect$(ts)).toBe('1s (h|)', { h: 'handle-auth-redirect' });
    });
  });

  it('the socket-disconnect overlay counts down 5 seconds before the reload (document 3 §2.7)', () => {
    const ts = scheduler();
    ts.run(({ expectObservable }) => {
      expectObservable(reloadCountdown$(ts)).toBe('a 999ms b 999ms c 999ms d 999ms e 999ms (f|)', { a: 5, b: 4, c: 3, d: 2, e: 1, f: 0 });
    });
  });
});
