import { z } from 'zod';
import { isoDate } from './field-schemas';
import { boundedNumber, ppmRate, setupName, TEXT_FIELD_MAX } from './setup-records';

const INT_MAX = 2_147_483_647;

/** Which part a machine runs at which ideal rate (parts per minute); it wins over the part's own rate. */
export const machinePartSchema = z.object({
  machine_id: boundedNumber('Machine', 1, INT_MAX, { int: true }),
  part_id: boundedNumber('Part', 1, INT_MAX, { int: true }),
  ppm: ppmRate('Ideal rate on this machine (parts per minute)'),
});
export type MachinePartInput = z.input<typeof machinePartSchema>;

/** A day's plan may copy to at most a month of following days. */
export const PLAN_COPY_DAYS_MAX = 31;
export const PLAN_QUANTITY_MAX = 1_000_000_000;

/**
 * One production-plan row made on screen (table bigbrain_inpschedule): the machine runs this part
 * (and operation) in this shift on this day, planning this quantity. An empty rate takes the
 * machine's rate for the part, else the operation's, else the part's (the server fills it in).
 */
export const plannedScheduleSchema = z.object({
  machine_key: setupName('Machine'),
  shift_date: isoDate('Day'),
  shift_key: setupName('Shift').transform((s) => s.toUpperCase()),
  part_name: setupName('Part', 255),
  operation: z.string({ error: 'Operation must be text' }).trim().max(TEXT_FIELD_MAX, `Operation must be at most ${TEXT_FIELD_MAX} characters`).default(''),
  quantity: boundedNumber('Planned quantity', 0, PLAN_QUANTITY_MAX),
  ppm: ppmRate('Ideal rate (parts per minute)').nullable().default(null),
});
export type PlannedScheduleInput = z.input<typeof plannedScheduleSchema>;

/** Copy one machine's plan of one day to the following days (existing rows of those days are corrected, not doubled). */
export const planCopySchema = z.object({
  machine_key: setupName('Machine'),
  shift_date: isoDate('Day'),
  days: boundedNumber('Days', 1, PLAN_COPY_DAYS_MAX, { int: true }),
});

/**
 * The shifts a machine runs (issue 36): for each shift listed, the ISO weekdays (1 Monday .. 7 Sunday)
 * it runs it; all seven clears the exception, none means never. Shifts not listed keep theirs.
 */
export const machineShiftsSchema = z.object({
  machine_key: setupName('Machine'),
  shifts: z
    .array(
      z.object({
        shift_key: setupName('Shift').transform((s) => s.toUpperCase()),
        weekdays: z
          .array(z.number({ error: 'Weekdays must be numbers 1 (Monday) to 7 (Sunday)' }).int().min(1, 'Weekdays run from 1 (Monday) to 7 (Sunday)').max(7, 'Weekdays run from 1 (Monday) to 7 (Sunday)'))
          .max(7, 'A week has 7 days')
          .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      }),
      { error: 'Shifts must be a list' },
    )
    .min(1, 'Name at least one shift')
    .max(50, 'At most 50 shifts'),
});
export type MachineShiftsInput = z.input<typeof machineShiftsSchema>;
