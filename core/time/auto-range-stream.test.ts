import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../platform';
import type { AutoRange } from './auto-range';
import { autoRange$, type AutoRangeInput } from './auto-range-stream';

const NY = 'America/New_York';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function setup() {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const clockFrom = (iso: string): Clock => {
    const base = Date.parse(iso);
    return { now: () => base + scheduler.now() };
  };
  return { scheduler, clockFrom };
}

const input = (autoRange: Partial<AutoRange>): AutoRangeInput => ({
  autoRange: { active: true, value: 1, unit: 'DAYS', ...autoRange },
  timezone: NY,
});

describe('autoRange$', () => {
  it('auto range recomputes at local midnight in the profile time zone', () => {
    const { scheduler, clockFrom } = setup();
    // 23:59 in New York on Wednesday 2025-06-18.
    const clock = clockFrom('2025-06-19T03:59:00Z');
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a', { a: input({ value: 1, unit: 'DAYS' }) });
      expectObservable(autoRange$(in$, clock, scheduler), `^ ${DAY + 2 * MINUTE}ms !`).toBe(`a ${MINUTE - 1}ms b ${DAY - 1}ms c`, {
        a: { start: '2025-06-18', end: '2025-06-18' },
        b: { start: '2025-06-19', end: '2025-06-19' },
        c: { start: '2025-06-20', end: '2025-06-20' },
      });
    });
  });

  it('auto range midnight follows the 23-hour day of spring forward (America/New_York 2025-03-09)', () => {
    const { scheduler, clockFrom } = setup();
    // 23:00 EST on Saturday 2025-03-08; Sunday the 9th lasts only 23 hours.
    const clock = clockFrom('2025-03-09T04:00:00Z');
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a', { a: input({ value: 1, unit: 'WEEKS' }) });
      const hour = 60 * MINUTE;
      expectObservable(autoRange$(in$, clock, scheduler), `^ ${25 * hour}ms !`).toBe(`a ${hour - 1}ms b ${23 * hour - 1}ms c`, {
        a: { start: '2025-03-02', end: '2025-03-08' },
        b: { start: '2025-03-09', end: '2025-03-15' },
        c: { start: '2025-03-09', end: '2025-03-15' },
      });
    });
  });

  it('auto range, when active, recomputes start and end on any change (and restarts the midnight wait)', () => {
    const { scheduler, clockFrom } = setup();
    const clock = clockFrom('2025-06-18T16:00:00Z'); // noon in New York
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a 999ms b', { a: input({ value: 1, unit: 'DAYS' }), b: input({ value: 2, unit: 'MONTHS' }) });
      expectObservable(autoRange$(in$, clock, scheduler), '^ 2000ms !').toBe('a 999ms b', {
        a: { start: '2025-06-18', end: '2025-06-18' },
        b: { start: '2025-05-01', end: '2025-06-30' },
      });
    });
  });

  it('auto range inactive: nothing is computed, not even at midnight', () => {
    const { scheduler, clockFrom } = setup();
    const clock = clockFrom('2025-06-19T03:59:00Z');
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold('a', { a: input({ active: false }) });
      expectObservable(autoRange$(in$, clock, scheduler), `^ ${2 * DAY}ms !`).toBe('');
    });
  });

  it('auto range switched off stops the midnight recompute', () => {
    const { scheduler, clockFrom } = setup();
    const clock = clockFrom('2025-06-19T03:00:00Z'); // 23:00 in New York
    scheduler.run(({ cold, expectObservable }) => {
      const in$ = cold(`a ${30 * MINUTE - 1}ms b`, { a: input({}), b: input({ active: false }) });
      expectObservable(autoRange$(in$, clock, scheduler), `^ ${2 * DAY}ms !`).toBe('a', {
        a: { start: '2025-06-18', end: '2025-06-18' },
      });
    });
  });
});
