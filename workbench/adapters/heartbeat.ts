import { filter, interval, map, race, switchMap, take, tap, timer, type Observable, type SchedulerLike } from 'rxjs';

/** The backend-state socket is pinged every 5 s; no PONG within 2 s means it is lost (document 2 §7). */
const PING_INTERVAL_MS = 5000;
const PONG_TIMEOUT_MS = 2000;

/** Sends a PING every 5 s and emits once (then completes) when a PONG does not come back within 2 s. */
export function heartbeatLost$(pong$: Observable<unknown>, ping: () => void, scheduler: SchedulerLike): Observable<void> {
  return interval(PING_INTERVAL_MS, scheduler).pipe(
    tap(() => ping()),
    switchMap(() => race(pong$.pipe(take(1), map(() => false)), timer(PONG_TIMEOUT_MS, scheduler).pipe(map(() => true)))),
    filter((lost) => lost),
    take(1),
    map(() => undefined),
  );
}
