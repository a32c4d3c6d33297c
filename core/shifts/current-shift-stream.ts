import { EMPTY, map, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Shift } from '../model';
import type { Clock } from '../platform';
import { SHIFT_REFRESH_MS, resolveCurrentShift, type CurrentShift } from './current-shift';

export interface CurrentShiftInput {
  keepCurrent: boolean;
  combineShifts: boolean;
  shifts: readonly Shift[];
  timezone: string;
}

/**
 * While keepCurrent is on: the current shift (or combined day span) now and every SHIFT_REFRESH_MS.
 * A new input restarts the cycle; with keepCurrent off nothing is emitted.
 */
export function currentShift$(input$: Observable<CurrentShiftInput>, clock: Clock, scheduler: SchedulerLike): Observable<CurrentShift> {
  return input$.pipe(
    switchMap((input) =>
      input.keepCurrent
        ? timer(0, SHIFT_REFRESH_MS, scheduler).pipe(map(() => resolveCurrentShift(input.shifts, input.combineShifts, clock.now(), input.timezone)))
        : EMPTY,
    ),
  );
}
