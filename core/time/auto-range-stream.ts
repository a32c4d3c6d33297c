import { EMPTY, concat, defer, map, of, repeat, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../platform';
import { computeAutoRange, type AutoRange, type DateRange } from './auto-range';
import { msUntilNextLocalMidnight } from './date-only';

export interface AutoRangeInput {
  autoRange: AutoRange;
  timezone: string;
}

/**
 * Spec: auto range, when active, recomputes start and end on any change and at local midnight.
 * Emits a range for every input while active, then again at each local midnight of the profile
 * time zone (the delay is re-measured every night, so 23- and 25-hour days are honoured).
 * Nothing is emitted while inactive.
 */
export function autoRange$(input$: Observable<AutoRangeInput>, clock: Clock, scheduler: SchedulerLike): Observable<DateRange> {
  return input$.pipe(
    switchMap(({ autoRange, timezone }) => {
      if (!autoRange.active) return EMPTY;
      const midnights$ = defer(() => timer(msUntilNextLocalMidnight(clock.now(), timezone), scheduler)).pipe(repeat());
      return concat(of(0), midnights$).pipe(map(() => computeAutoRange(autoRange, clock.now(), timezone)));
    }),
  );
}
