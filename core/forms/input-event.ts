import { z } from 'zod';
import { EVENT_TYPES } from '../model';
import { booleanLike, isoDate, isoDateTime, numberLike, optionalText, requiredText } from './field-schemas';

/**
 * One raw production event for bulk ingestion (table bigbrain_inpevent). Shift keys are stored in
 * upper case because every query compares them with the upper-cased shift name.
 */
export const inputEventSchema = z
  .object({
    machine_key: requiredText('Machine key'),
    part_name: optionalText('Part name', 255),
    operation: optionalText('Operation', 255),
    shift_date: isoDate('Shift date'),
    shift_key: requiredText('Shift key').transform((s) => s.toUpperCase()),
    type: z.enum(EVENT_TYPES, { error: `Type must be one of ${EVENT_TYPES.join(', ')}` }).default('PROD'),
    erp_trans: optionalText('Source ID', 255),
    timestamp: isoDateTime('Timestamp'),
    quantity: numberLike('Quantity').pipe(z.number().min(0, 'Quantity must be 0 or more')).default(0),
    reason_name: optionalText('Reason', 255),
    planned: booleanLike('Planned').default(false),
    end: isoDateTime('End').nullish(),
  })
  .superRefine((e, ctx) => {
    if (e.end != null && Date.parse(e.end) <= Date.parse(e.timestamp)) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'End must be after the timestamp' });
    }
  });
export type InputEventInput = z.input<typeof inputEventSchema>;
export type InputEvent = z.output<typeof inputEventSchema>;
