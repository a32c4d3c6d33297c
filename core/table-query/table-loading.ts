import { distinctUntilChanged, map, of, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';

/** The overlay spinner stays this long after loading ends, so quick reloads do not flicker. */
const OVERLAY_HIDE_DELAY_MS = 100;

/** Overlay visibility: shown as soon as loading starts, hidden 100 ms after it ends (cancelled if loading resumes). */
export function overlayVisible$(loading$: Observable<boolean>, scheduler: SchedulerLike): Observable<boolean> {
  return loading$.pipe(
    distinctUntilChanged(),
    switchMap((loading) => (loading ? of(true) : timer(OVERLAY_HIDE_DELAY_MS, scheduler).pipe(map(() => false)))),
    distinctUntilChanged(),
  );
}
