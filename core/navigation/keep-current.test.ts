import { of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { Shift } from '../model';
import { MemoryKeyValueStore, type Clock } from '../platform';
import { DEFAULT_SHIFTS, SHIFT_START_NOT_FOUND, type ShiftWarning } from '../shifts';
import { keepNavStateCurrent } from './keep-current';
import type { NavState } from './nav-state';
import { RxNavStore } from './rx-nav-store';

const NY = 'America/New_York';
const MINUTE = 60_000;

/** Runs the follower in virtual time and returns the last state seen at each frame where it changed. */
function runFollower(opts: {
  startUtc: string;
  until: number;
  prepare: (store: RxNavStore) => void;
  /** What the user does while the follower runs, at virtual times. */
  actions?: Array<[number, (store: RxNavStore) => void]>;
  label: (s: NavState) => string;
  shifts?: readonly Shift[];
  onWarnings?: (w: ShiftWarning[]) => void;
}): Array<[number, string]> {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
  const seen: Array<[number, string]> = [];
  scheduler.run(() => {
    const base = Date.parse(opts.startUtc);
    const clock: Clock = { now: () => base + scheduler.now() };
    const store = new RxNavStore({ clock, storage: new MemoryKeyValueStore(), timezone: () => NY });
    opts.prepare(store);
    const sub = keepNavStateCurrent({
      store,
      shifts$: of(opts.shifts ?? DEFAULT_SHIFTS),
      timezone: () => NY,
      clock,
      scheduler,
      onWarnings: opts.onWarnings ?? (() => undefined),
    });
    store.navState$.subscribe((s) => {
      const label = opts.label(s);
      const last = seen.at(-1);
      if (last && last[0] === scheduler.now()) last[1] = label;
      else if (!last || last[1] !== label) seen.push([scheduler.now(), label]);
    });
    for (const [at, act] of opts.actions ?? []) scheduler.schedule(() => act(store), at);
    scheduler.schedule(() => sub.unsubscribe(), opts.until);
  });
  return seen;
}

describe('keeping the navigation state current', () => {
  it('while the current day is kept, the current shift is re-found every 120000 ms and becomes the shift', () => {
    const seen = runFollower({
      startUtc: '2025-06-18T18:58:00Z', // 14:58 in New York
      until: 5 * MINUTE,
      prepare: (store) => store.setCombineShifts(false),
      label: (s) => `${s.time.day} ${s.shift}`,
    });
    expect(seen).toEqual([
      [0, '2025-06-18 Day'],
      [2 * MINUTE, '2025-06-18 Afternoon'],
    ]);
  });

  it('while kept across midnight, the overnight shift keeps its shift date and the auto range moves at local midnight', () => {
    const seen = runFollower({
      startUtc: '2025-06-19T03:59:00Z', // 23:59 in New York
      until: 3 * MINUTE,
      prepare: (store) => store.setAutoRange({ active: true, value: 1, unit: 'DAYS' }),
      label: (s) => `${s.time.day} ${s.time.range.start}..${s.time.range.end} ${s.shift}`,
    });
    expect(seen).toEqual([
      [0, '2025-06-18 2025-06-18..2025-06-18 '],
      [MINUTE, '2025-06-18 2025-06-19..2025-06-19 '],
    ]);
  });

  it('with Keep Current off nothing moves', () => {
    const seen = runFollower({
      startUtc: '2025-06-18T18:58:00Z',
      until: 10 * MINUTE,
      prepare: (store) => {
        store.setCombineShifts(false, 'Day');
        store.setKeepCurrent(false);
        store.selectSingleDay('2025-06-01');
      },
      label: (s) => `${s.time.day} ${s.shift}`,
    });
    expect(seen).toEqual([[0, '2025-06-01 Day']]);
  });

  it('between shifts (or without usable shift times) Keep Current keeps the day at today', () => {
    const seen = runFollower({
      startUtc: '2025-06-19T03:58:00Z', // 23:58 in New York, after the only shift ended
      until: 5 * MINUTE,
      shifts: [{ name: 'Day', startTime: '07:00', endTime: '15:00', position: 0 }],
      prepare: (store) => {
        store.setCombineShifts(false, 'Day');
        store.selectSingleDay('2025-06-01');
        store.setKeepCurrent(true);
      },
      label: (s) => `${s.time.day} ${s.shift}`,
    });
    expect(seen).toEqual([
      [0, '2025-06-18 Day'],
      [2 * MINUTE, '2025-06-19 Day'],
    ]);
  });

  it('choosing Single Day or opening a preset with Keep Current on after local midnight shows the production day in progress (the Midnight shift\'s date) at once, not the calendar day', () => {
    const seen = runFollower({
      startUtc: '2025-06-19T05:55:00Z', // 01:55 in New York: the Midnight shift of the 18th runs
      until: MINUTE,
      prepare: (store) => store.selectDateRange(),
      actions: [
        [1_000, (store) => store.selectSingleDay('2025-06-19')], // what the Single Day button passes: today
        [2_000, (store) => store.replace({ ...store.state, time: { ...store.state.time, day: '2025-06-19' } })], // a preset opened
      ],
      label: (s) => `${s.time.day}`,
    });
    expect(seen).toEqual([
      [0, 'null'],
      [1_000, '2025-06-18'],
      [2_000, '2025-06-18'],
    ]);
  });

  it('in Date Range mode the recalculations leave the range alone (Keep Current does not turn it back into a day)', () => {
    const seen = runFollower({
      startUtc: '2025-06-18T18:58:00Z',
      until: 5 * MINUTE,
      prepare: (store) => store.selectDateRange(),
      label: (s) => `${s.time.day}`,
    });
    expect(seen).toEqual([[0, 'null']]);
  });

  it('missing shift times raise the warn toasts at each recalculation', () => {
    const warnings: string[] = [];
    runFollower({
      startUtc: '2025-06-18T12:00:00Z',
      until: 3 * MINUTE,
      shifts: [{ name: 'Day', startTime: '', endTime: '15:00', position: 0 }],
      prepare: () => undefined,
      label: (s) => String(s.time.day),
      onWarnings: (w) => warnings.push(...w.map((x) => x.summary)),
    });
    expect(warnings).toEqual([SHIFT_START_NOT_FOUND, SHIFT_START_NOT_FOUND]);
  });
});
