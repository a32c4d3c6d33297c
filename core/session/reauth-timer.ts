import { distinctUntilChanged, EMPTY, interval, map, merge, of, switchMap, type Observable, type SchedulerLike } from 'rxjs';

/** Silent re-authentication period (document 3 §4 and §9): 5 minutes. */
const REAUTH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionTick = 'refresh-profile' | 'silent-reauth';

/**
 * On change to authenticated the profile is fetched and silent re-authentication runs every
 * 5 minutes; on change to unauthenticated the timer stops (document 3 §4). The first silent
 * re-authentication comes one period after sign-in, whose tokens are fresh.
 */
export function sessionTicks$(authenticated$: Observable<boolean>, scheduler: SchedulerLike): Observable<SessionTick> {
  return authenticated$.pipe(
    distinctUntilChanged(),
    switchMap((authenticated) =>
      authenticated
        ? merge(of<SessionTick>('refresh-profile'), interval(REAUTH_INTERVAL_MS, scheduler).pipe(map((): SessionTick => 'silent-reauth')))
        : EMPTY,
    ),
  );
}
