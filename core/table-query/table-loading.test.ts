import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { overlayVisible$ } from './table-loading';

const bools = { t: true, f: false };

function scheduler() {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

describe('table loading overlay (spec 2.4 Table)', () => {
  it('the overlay shows while loading and hides 100 ms after loading ends', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      const loading = cold('t 49ms f', bools);
      expectObservable(overlayVisible$(loading, s)).toBe('t 149ms f', bools);
    });
  });

  it('loading again within 100 ms keeps the overlay up without flicker', () => {
    const s = scheduler();
    s.run(({ cold, expectObservable }) => {
      const loading = cold('t 9ms f 49ms t 9ms f', bools);
      expectObservable(overlayVisible$(loading, s)).toBe('t 169ms f', bools); // last end at 70 ms, hidden at 170 ms
    });
  });
});
