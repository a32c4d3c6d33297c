import { z } from 'zod';
import { optionalText, requiredText } from './field-schemas';

/** Location form (bigbrain/location, table bigbrain_inplocation). An id means update. */
export const locationSchema = z.object({
  id: z.number().int().positive().optional(),
  name: requiredText('Name', 30),
  desc: optionalText('Description', 50),
  key: requiredText('Key', 30),
});
export type LocationItemInput = z.input<typeof locationSchema>;
export type LocationItem = z.output<typeof locationSchema>;
