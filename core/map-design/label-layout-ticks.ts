import { asyncScheduler, connect, debounceTime, interval, merge, throttleTime, type Observable, type OperatorFunction, type SchedulerLike } from 'rxjs';

/** Label layout and node projection timing of the 3D map (document 2 §9). */
export const LABEL_LAYOUT_DEBOUNCE_MS = 300;
export const LABEL_LAYOUT_THROTTLE_MS = 200;
export const NODE_PROJECTION_INTERVAL_MS = 100;

/**
 * Camera and size changes to label layout recomputes: at most one per 200 ms while the camera
 * moves (the first at once, the last change of a window at its end), and a final one 300 ms after
 * the movement stops.
 */
export function labelLayoutTicks<T>(scheduler: SchedulerLike = asyncScheduler): OperatorFunction<T, T> {
  return connect((changes$) =>
    merge(
      changes$.pipe(throttleTime(LABEL_LAYOUT_THROTTLE_MS, scheduler, { leading: true, trailing: true })),
      changes$.pipe(debounceTime(LABEL_LAYOUT_DEBOUNCE_MS, scheduler)),
    ),
  );
}

/** When the nodes' screen positions are projected again. */
export function nodeProjectionTicks(scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  return interval(NODE_PROJECTION_INTERVAL_MS, scheduler);
}
