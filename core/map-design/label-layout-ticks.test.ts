import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { LABEL_LAYOUT_DEBOUNCE_MS, LABEL_LAYOUT_THROTTLE_MS, labelLayoutTicks, NODE_PROJECTION_INTERVAL_MS, nodeProjectionTicks } from './label-layout-ticks';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('label layout timing (document 2 §9 Map and backdrop)', () => {
  it('document 2 §9: label layout is debounced at 300 ms and throttled at 200 ms; node projection refreshes every 100 ms', () => {
    expect([LABEL_LAYOUT_DEBOUNCE_MS, LABEL_LAYOUT_THROTTLE_MS, NODE_PROJECTION_INTERVAL_MS]).toEqual([300, 200, 100]);
  });

  it('document 2 §9: one camera change recomputes the layout at once and once more 300 ms later (the debounce)', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(cold('a').pipe(labelLayoutTicks())).toBe('a 299ms a');
    });
  });

  it('document 2 §9: while the camera moves the layout is recomputed every 200 ms (throttle, leading and trailing), then a final time 300 ms after it stops', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // A change every 60 ms from 0 to 420 ms.
      const moves = cold('a 59ms b 59ms c 59ms d 59ms e 59ms f 59ms g 59ms h');
      expectObservable(moves.pipe(labelLayoutTicks())).toBe('a 199ms d 199ms g 199ms h 119ms h');
    });
  });

  it('document 2 §9: changes closer than 300 ms apart push the final recompute back', () => {
    scheduler().run(({ cold, expectObservable }) => {
      expectObservable(cold('a 249ms b').pipe(labelLayoutTicks())).toBe('a 249ms b 299ms b');
    });
  });

  it('document 2 §9: node projection refreshes every 100 ms', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(nodeProjectionTicks(), '^ 350ms !').toBe('100ms a 99ms b 99ms c', { a: 0, b: 1, c: 2 });
    });
  });
});
