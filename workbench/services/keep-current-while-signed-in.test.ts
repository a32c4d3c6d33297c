import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { RxNavStore } from '../../core/navigation';
import { MemoryKeyValueStore, type Clock } from '../../core/platform';
import { RecordingToasts } from '../testing/test-doubles';
import { testProfile } from '../testing/test-profile';
import { BehaviorSessionStore } from './behavior-session-store';
import { keepCurrentWhileSignedIn } from './keep-current-while-signed-in';
import { sessionFromProfile } from './session-from-profile';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';

const MINUTE = 60_000;
const DAY_SHIFTS = { Day: { start: '07:00', end: '15:00', position: 0 }, Afternoon: { start: '15:00', end: '23:00', position: 1 } };

/** Signs in at `startUtc` (New York time zone), runs `script` in virtual time, returns what was seen. */
function run(startUtc: string, shifts: Record<string, { start?: string; end?: string; position: number }>, script: (ctx: { sessions: BehaviorSessionStore; at: (ms: number, fn: () => void) => void }) => void, until: number) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
  const toasts = new RecordingToasts();
  const labels: Array<[number, string]> = [];
  const toastTimes: Array<[number, string, number | undefined]> = [];
  scheduler.run(() => {
    const base = Date.parse(startUtc);
    const clock: Clock = { now: () => base + scheduler.now() };
    const sessions = new BehaviorSessionStore(DEFAULT_CUSTOMER_COMPANIES);
    const nav = new RxNavStore({ clock, storage: new MemoryKeyValueStore(), timezone: () => 'America/New_York' });
    nav.setCombineShifts(false, 'Day');
    nav.selectSingleDay('2025-06-01');
    nav.setKeepCurrent(false);
    const show = toasts.show.bind(toasts);
    toasts.show = (t) => (show(t), toastTimes.push([scheduler.now(), t.summary, t.life]));
    const sub = keepCurrentWhileSignedIn({ nav, sessions, clock, scheduler, toasts });
    nav.navState$.subscribe((s) => {
      const label = `${s.time.day} ${s.shift}`;
      if (labels.at(-1)?.[1] !== label) labels.push([scheduler.now(), label]);
    });
    const at = (ms: number, fn: () => void) => void scheduler.schedule(fn, ms);
    at(0, () => {
      nav.setKeepCurrent(true);
      sessions.set(sessionFromProfile(testProfile({ timezone: 'America/New_York', shifts: shifts as never })));
    });
    script({ sessions, at });
    at(until, () => sub.unsubscribe());
  });
  return { labels, toastTimes };
}

describe('keeping the navigation state current in the signed-in app', () => {
  it('after sign-in the current shift of the profile is re-found every 120000 ms', () => {
    const { labels } = run('2025-06-18T18:58:00Z', DAY_SHIFTS, () => undefined, 5 * MINUTE); // 14:58 in New York
    expect(labels).toEqual([
      [0, '2025-06-01 Day'], // signed out: nothing follows the clock
      [0, '2025-06-18 Day'],
      [2 * MINUTE, '2025-06-18 Afternoon'],
    ]);
  });

  it("missing shift times show 'Shift start time(s) not found' / 'Please add shift times in Shift Management' as 5 s warn toasts", () => {
    const { toastTimes } = run('2025-06-18T12:00:00Z', { Day: { end: '15:00', position: 0 } }, () => undefined, 3 * MINUTE);
    expect(toastTimes).toEqual([
      [0, 'Shift start time(s) not found', 5000],
      [2 * MINUTE, 'Shift start time(s) not found', 5000],
    ]);
  });

  it("missing end times show 'Shift end time(s) not found'", () => {
    const { toastTimes } = run('2025-06-18T12:00:00Z', { Day: { start: '07:00', position: 0 } }, () => undefined, MINUTE);
    expect(toastTimes).toEqual([[0, 'Shift end time(s) not found', 5000]]);
  });

  it('sign-out stops the shift refresh (no more toasts or updates), and a new sign-in starts it again', () => {
    const { toastTimes } = run(
      '2025-06-18T12:00:00Z',
      { Day: { end: '15:00', position: 0 } },
      ({ sessions, at }) => {
        at(MINUTE, () => sessions.set(undefined));
        at(7 * MINUTE, () => sessions.set(sessionFromProfile(testProfile({ timezone: 'America/New_York', shifts: { Day: { end: '15:00', position: 0 } } as never }))));
      },
      8 * MINUTE,
    );
    expect(toastTimes.map(([t]) => t)).toEqual([0, 7 * MINUTE]);
  });

  it('a profile refresh with the same shifts does not restart the timer', () => {
    const { toastTimes } = run(
      '2025-06-18T12:00:00Z',
      { Day: { end: '15:00', position: 0 } },
      ({ sessions, at }) => at(MINUTE, () => sessions.set({ ...sessions.current! })),
      3 * MINUTE,
    );
    expect(toastTimes.map(([t]) => t)).toEqual([0, 2 * MINUTE]);
  });
});
