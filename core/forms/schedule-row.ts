import { z } from 'zod';
import { isoDate, numberLike, optionalText, requiredText } from './field-schemas';

/** One planned schedule row for bulk ingestion (table bigbrain_inpschedule): planned quantity and rate. */
export const scheduleRowSchema = z.object({
  shift_date: isoDate('Shift date'),
  machine_key: requiredText('Machine key'),
  part_name: requiredText('Part name', 255),
  operation: optionalText('Operation', 255),
  shift_key: requiredText('Shift key').transform((s) => s.toUpperCase()),
  quantity: numberLike('Quantity').pipe(z.number().min(0, 'Quantity must be 0 or more')),
  ppm: numberLike('Parts per minute').pipe(z.number().gt(0, 'Parts per minute must be greater than 0')),
});
export type ScheduleRowInput = z.input<typeof scheduleRowSchema>;
export type ScheduleRow = z.output<typeof scheduleRowSchema>;
