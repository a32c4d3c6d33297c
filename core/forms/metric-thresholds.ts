import { z } from 'zod';
import { percent } from './field-schemas';

/** Metric threshold inputs: red, yellow and check each lie between 0 and 100 (spec document 1, section 5). */
export const metricThresholdsSchema = z.object({
  red: percent('Red threshold'),
  yellow: percent('Yellow threshold'),
  checkThreshold: percent('Check threshold'),
});
export type MetricThresholds = z.output<typeof metricThresholdsSchema>;
