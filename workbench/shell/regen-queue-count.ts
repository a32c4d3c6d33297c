import { distinctUntilChanged, map, of, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { BackendSessionInfo } from '../../core/session';
import { queuedWindows } from '../kit/setup-records/regen-progress';

/**
 * How long the queues must stay non-empty before the top bar says so. The simulator and live
 * ingestion queue the current shift every few seconds and the workers drain it in well under a
 * second: without this grace the indicator (and its screen-reader announcement) would blink with
 * every batch. A real regeneration (a setup change, a backfill) runs for seconds to minutes.
 */
export const REGEN_INDICATOR_GRACE_MS = 1_000;

/**
 * The rows queued for regeneration (sch_queue + ent_queue) to show in the top bar: 0 while the
 * queues are empty or have been busy for less than the grace, then the live count until they empty.
 */
export function regenQueueCount$(info$: Observable<BackendSessionInfo | null>, scheduler: SchedulerLike, graceMs = REGEN_INDICATOR_GRACE_MS): Observable<number> {
  const queued$ = info$.pipe(map(queuedWindows));
  return queued$.pipe(
    map((n) => n > 0),
    distinctUntilChanged(),
    // Busy: wait out the grace, then follow the count (info$ replays its latest state); idle: 0 at once.
    switchMap((busy) => (busy ? timer(graceMs, scheduler).pipe(switchMap(() => queued$)) : of(0))),
    distinctUntilChanged(),
  );
}
