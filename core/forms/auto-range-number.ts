import { z } from 'zod';

/** The auto-range count (N days, weeks or months): a whole number, minimum 1 (spec document 1, section 5). */
export const autoRangeNumberSchema = z
  .number({ error: 'Auto-range value must be a number' })
  .int('Auto-range value must be a whole number')
  .min(1, 'Auto-range value must be at least 1');
export type AutoRangeNumber = z.output<typeof autoRangeNumberSchema>;
