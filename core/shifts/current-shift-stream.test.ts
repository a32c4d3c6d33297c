import { TestScheduler } from 'rxjs/testing';
import { map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../platform';
import { SHIFT_REFRESH_MS } from './current-shift';
import { currentShift$, type CurrentShiftInput } from './current-shift-stream';
import { DEFAULT_SHIFTS } from './default-shifts';

const NY = 'America/New_York';

function setup(iso: string) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const base = Date.parse(iso);
  const clock: Clock = { now: () => base + scheduler.now() };
  return { scheduler, clock };
}

const input = (keepCurrent: boolean, combineShifts: boolean): CurrentShiftInput => ({ keepCurrent, combineShifts, shifts: DEFAULT_SHIFTS, timezone: NY });
const label = (r: { kind: string; shiftDate?: string; shift?: { name: string } }) => `${r.kind}:${r.shift?.name ?? ''}:${r.shiftDate ?? ''}`;

describe('currentShift$', () => {
  it('the shift refresh interval is 120000 ms', () => {
    expect(SHIFT_REFRESH_MS).toBe(120_000);
  });

  it('while keep current is on, the current shift is recalculated every 120000 ms (14:58 Day, 15:00 Afternoon)', () => {
    const { scheduler, clock } = setup('2025-06-18T18:58:00Z'); // 14:58 in New York
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a', { a: input(true, false) });
      expectObservable(currentShift$(in$, clock, scheduler).pipe(map(label)), '^ 250000ms !').toBe('d 119999ms a 119999ms a', {
        d: 'shift:Day:2025-06-18',
        a: 'shift:Afternoon:2025-06-18',
      });
    });
  });

  it('the refresh crosses midnight inside the overnight shift without changing its shift date', () => {
    const { scheduler, clock } = setup('2025-06-19T03:59:00Z'); // 23:59 in New York
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a', { a: input(true, false) });
      expectObservable(currentShift$(in$, clock, scheduler).pipe(map(label)), '^ 130000ms !').toBe('m 119999ms m', { m: 'shift:Midnight:2025-06-18' });
    });
  });

  it('with combine shifts on, the whole-day span is refreshed, and it moves to the next shift date at the first shift start', () => {
    const { scheduler, clock } = setup('2025-06-19T10:58:00Z'); // 06:58 in New York
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a', { a: input(true, true) });
      expectObservable(currentShift$(in$, clock, scheduler).pipe(map(label)), '^ 130000ms !').toBe('y 119999ms t', {
        y: 'combined::2025-06-18',
        t: 'combined::2025-06-19',
      });
    });
  });

  it('keep current off stops the refresh; turning it on again recalculates at once', () => {
    const { scheduler, clock } = setup('2025-06-18T12:00:00Z');
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a 59999ms b 299999ms c', { a: input(true, false), b: input(false, false), c: input(true, false) });
      expectObservable(currentShift$(in$, clock, scheduler).pipe(map(label)), '^ 400000ms !').toBe('d 359999ms d', { d: 'shift:Day:2025-06-18' });
    });
  });
});
