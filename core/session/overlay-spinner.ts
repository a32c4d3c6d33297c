import { asyncScheduler, firstValueFrom, forkJoin, from, map, timer, type SchedulerLike } from 'rxjs';

/** Document 1 §9: the overlay spinner's default minimum show time, so a quick answer does not flash it. */
export const OVERLAY_SPINNER_MIN_SHOW_MS = 800;

/** Settles with `work`, but no sooner than `minimumMs` after the overlay spinner was shown (now). */
export function withMinimumShowTime<T>(work: Promise<T>, scheduler: SchedulerLike = asyncScheduler, minimumMs = OVERLAY_SPINNER_MIN_SHOW_MS): Promise<T> {
  return firstValueFrom(forkJoin([from(work), timer(minimumMs, scheduler)]).pipe(map(([value]) => value)));
}
