import { map, take, timer, type Observable, type SchedulerLike } from 'rxjs';
import { AUTH_REDIRECT_PAUSE_MS, type AuthEvent } from './auth-events';

/** After the sign-in return sets the session, handle-auth-redirect follows a 1 s pause (document 1 §4 rule 2). */
export function authRedirect$(scheduler: SchedulerLike): Observable<AuthEvent> {
  return timer(AUTH_REDIRECT_PAUSE_MS, scheduler).pipe(map((): AuthEvent => 'handle-auth-redirect'));
}

/** The socket-disconnect overlay counts down 5 seconds, then the page reloads (document 3 §2.7 and §9). */
const RELOAD_COUNTDOWN_SECONDS = 5;

/** Seconds left, once a second: 5, 4, 3, 2, 1, 0; the host reloads on 0. */
export function reloadCountdown$(scheduler: SchedulerLike, seconds = RELOAD_COUNTDOWN_SECONDS): Observable<number> {
  return timer(0, 1000, scheduler).pipe(
    map((i) => seconds - i),
    take(seconds + 1),
  );
}
