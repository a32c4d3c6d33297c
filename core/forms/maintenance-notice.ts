import { z } from 'zod';
import { isoDateTime, requiredText } from './field-schemas';

/**
 * A scheduled maintenance notice (the banner of document 1 §2, core_scheduleddowntime), written by a
 * super user on Supervise: the message (it may hold the [TIME] placeholder), its window, and the
 * company it is for (none: everyone). The window must end after it starts.
 */
export const maintenanceNoticeForm = z
  .object({
    message: requiredText('Message', 500),
    start: isoDateTime('Start'),
    end: isoDateTime('End'),
    company_euid: z.string().trim().max(64).nullable().default(null),
  })
  .refine((v) => Date.parse(v.end) > Date.parse(v.start), { path: ['end'], message: 'End must be after the start' });
export type MaintenanceNotice = z.output<typeof maintenanceNoticeForm>;
