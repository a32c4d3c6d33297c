import { autorun } from 'mobx';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fromRx } from './from-rx';

describe('fromRx', () => {
  it('starts at the initial value and follows every emission as MobX state', () => {
    const stream = new Subject<number>();
    const box = fromRx(stream, 0);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(box.current));
    stream.next(1);
    stream.next(2);
    stop();
    expect(seen).toEqual([0, 1, 2]);
  });

  it('dispose ends the subscription and keeps the last value', () => {
    const stream = new Subject<string>();
    const box = fromRx(stream, 'a');
    stream.next('b');
    box.dispose();
    stream.next('c');
    expect(box.current).toBe('b');
    expect(stream.observed).toBe(false);
  });
});
