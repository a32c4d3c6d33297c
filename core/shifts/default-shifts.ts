import type { Shift } from '../model';

/** The three shifts of the specification (document 3, section 9): Day, Afternoon and the overnight Midnight shift. */
export const DEFAULT_SHIFTS: readonly Shift[] = Object.freeze([
  { name: 'Day', startTime: '07:00', endTime: '15:00', position: 0 },
  { name: 'Afternoon', startTime: '15:00', endTime: '23:00', position: 1 },
  { name: 'Midnight', startTime: '23:00', endTime: '07:00', position: 2 },
]);
