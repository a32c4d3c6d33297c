import { throttleTime, type Observable, type SchedulerLike } from 'rxjs';

/** How long notifications are gathered before the state is read again. */
export const REFRESH_WINDOW_MS = 500;

/**
 * Turns the database's 'backend_state' notifications into state refreshes. The workers notify on every
 * queue statement, hundreds per second while regenerating; reading the state for each would flood the
 * database. The first notification refreshes at once (a lone change shows quickly), later ones within the
 * window are folded into one trailing refresh, and a steady stream still refreshes once per window
 * (a pure debounce would never fire while the engine is busy, freezing the progress display).
 */
export function refreshTriggers<T>(notifications$: Observable<T>, scheduler: SchedulerLike, windowMs = REFRESH_WINDOW_MS): Observable<T> {
  return notifications$.pipe(throttleTime(windowMs, scheduler, { leading: true, trailing: true }));
}
