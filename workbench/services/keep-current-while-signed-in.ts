import { distinctUntilChanged, EMPTY, filter, map, Observable, switchMap, type SchedulerLike, type Subscription } from 'rxjs';
import { SHIFT_END_MISSING_TOAST, SHIFT_START_MISSING_TOAST, TOAST_LIFE } from '../../core/errors';
import { keepNavStateCurrent, type NavStore } from '../../core/navigation';
import type { Clock } from '../../core/platform';
import { DEFAULT_TIMEZONE } from '../../core/session';
import { shiftsFromProfile, type ShiftWarning } from '../../core/shifts';
import type { SessionStore, WorkbenchSession } from '../api/session';
import type { Toasts } from '../api/toasts';

export interface KeepCurrentWiring {
  nav: NavStore;
  sessions: SessionStore;
  clock: Clock;
  scheduler: SchedulerLike;
  toasts: Toasts;
}

const CATALOGUE_TOASTS = [SHIFT_START_MISSING_TOAST, SHIFT_END_MISSING_TOAST];

/** The catalogue's warn toast for a missing-shift-time warning (5 s, document 1 §8). */
function shiftWarningToast(warning: ShiftWarning) {
  return CATALOGUE_TOASTS.find((t) => t.summary === warning.summary) ?? { ...warning, life: TOAST_LIFE.warn };
}

/**
 * Runs core/navigation's keepNavStateCurrent (auto range at local midnight, current shift every
 * 120000 ms) while a user is signed in, with the profile's shifts and time zone; it stops when the
 * session ends (sign-out) and starts again on the next sign-in. Unsubscribe to stop for good.
 */
export function keepCurrentWhileSignedIn({ nav, sessions, clock, scheduler, toasts }: KeepCurrentWiring): Subscription {
  const defined = (s: WorkbenchSession | undefined): s is WorkbenchSession => s !== undefined;
  const shifts$ = sessions.session$.pipe(
    filter(defined),
    map((s) => shiftsFromProfile(s.profile.shifts ?? {})),
    // A profile refresh with the same shifts must not restart the shift timer.
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );
  const timezone = () => sessions.current?.profile.timezone || DEFAULT_TIMEZONE;
  return sessions.session$
    .pipe(
      map(defined),
      distinctUntilChanged(),
      switchMap((signedIn) =>
        signedIn
          ? new Observable<never>(() =>
              keepNavStateCurrent({
                store: nav,
                shifts$,
                timezone,
                clock,
                scheduler,
                onWarnings: (warnings) => warnings.forEach((w) => toasts.show(shiftWarningToast(w))),
              }),
            )
          : EMPTY,
      ),
    )
    .subscribe();
}
