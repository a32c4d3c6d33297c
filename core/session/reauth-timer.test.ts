import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { sessionTicks$ } from './reauth-timer';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const values = { p: 'refresh-profile', s: 'silent-reauth' } as const;
const auth = { t: true, f: false };

describe('re-authentication timer (document 3 §4: every 5 minutes while authenticated)', () => {
  it('fetches the profile on sign-in and re-authenticates silently every 5 minutes', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      const auth$ = cold('t', auth);
      expectObservable(sessionTicks$(auth$, ts), '^ 16m !').toBe('p 299999ms s 299999ms s 299999ms s', values);
    });
  });

  it('stops when the session becomes unauthenticated', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      const auth$ = cold('t 7m f', auth);
      expectObservable(sessionTicks$(auth$, ts), '^ 30m !').toBe('p 299999ms s', values);
    });
  });

  it('restarts the period on a new sign-in and ignores repeated authenticated values', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      const auth$ = cold('f 1m t 2m t 1m f 1m t', auth);
      // sign-in at frame 60001: profile; the repeat at 180002 changes nothing; sign-out at 240003;
      // sign-in at 300004: profile, then the first silent re-auth 5 minutes later (600004), not at 360001.
      expectObservable(sessionTicks$(auth$, ts), '^ 11m !').toBe('60001ms p 240002ms p 299999ms s', values);
    });
  });

  it('never ticks while unauthenticated', () => {
    const ts = scheduler();
    ts.run(({ cold, expectObservable }) => {
      expectObservable(sessionTicks$(cold('f', auth), ts), '^ 20m !').toBe('', values);
    });
  });
});
