import { combineLatest, distinctUntilChanged, map, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import type { Shift } from '../model';
import type { Clock } from '../platform';
import { currentShift$, type ShiftWarning } from '../shifts';
import { autoRange$, dateInZone } from '../time';
import type { NavStore } from './nav-store';

export interface KeepCurrentDeps {
  store: NavStore;
  /** The profile's shifts (see shiftsFromProfile). */
  shifts$: Observable<readonly Shift[]>;
  timezone: () => string;
  clock: Clock;
  scheduler: SchedulerLike;
  /** Raises the warn toasts for missing shift times. */
  onWarnings: (warnings: ShiftWarning[]) => void;
}

/**
 * Keeps the navigation state current while the app runs: the auto range is recomputed at local
 * midnight, and while Keep Current is on the running shift (or combined day) is re-found every
 * 120000 ms and written to the state as automatic updates, which are not undo steps: its shift
 * date becomes the day (the Midnight shift keeps the date it started on) and, when shifts are not
 * combined, its name the shift. Between shifts the day is today.
 * Unsubscribe the returned subscription to stop.
 */
export function keepNavStateCurrent(deps: KeepCurrentDeps): Subscription {
  const { store, clock, scheduler } = deps;
  const subscription = new Subscription();

  const autoRangeInput$ = store.navState$.pipe(
    map((s) => ({ autoRange: s.autoRange, timezone: deps.timezone() })),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );
  subscription.add(autoRange$(autoRangeInput$, clock, scheduler).subscribe(() => store.refresh()));

  const shiftInput$ = combineLatest([
    // Whatever sets the day while it is kept (Single Day, a preset, a reload: each passes the calendar day)
    // re-finds the running shift at once: after local midnight the production day in progress is still
    // yesterday's, whose Midnight shift runs. Setting the found day re-finds the same day once, then stops.
    store.navState$.pipe(
      map((s) => ({ keepCurrent: s.keepCurrent, combineShifts: s.combineShifts, day: s.time.day })),
      distinctUntilChanged((a, b) => a.keepCurrent === b.keepCurrent && a.combineShifts === b.combineShifts && a.day === b.day),
    ),
    deps.shifts$,
  ]).pipe(map(([flags, shifts]) => ({ ...flags, shifts, timezone: deps.timezone() })));
  subscription.add(
    currentShift$(shiftInput$, clock, scheduler).subscribe((current) => {
      if (current.warnings.length > 0) deps.onWarnings(current.warnings);
      if (current.kind === 'shift') store.applyCurrentShift({ shiftDate: current.shiftDate, shiftName: current.shift.name });
      if (current.kind === 'combined') store.applyCurrentShift({ shiftDate: current.shiftDate });
      // Between shifts, or with no usable shift times, Keep Current still means today.
      if (current.kind === 'none') store.applyCurrentShift({ shiftDate: dateInZone(clock.now(), deps.timezone()) });
    }),
  );
  return subscription;
}
