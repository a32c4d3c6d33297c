import { z } from 'zod';
import { METRIC_KEYS } from '../model';

/** Shape of one GET /v1/metric_setup/ result; shared by the server endpoint and the browser. */
export const metricSetupRecordSchema = z.object({
  metric_key: z.enum(METRIC_KEYS),
  danger_min: z.number().finite(),
  caution_min: z.number().finite(),
  standard_min: z.number().finite(),
  danger_state: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  stacked_bar: z.boolean(),
});

export const metricSetupAnswerSchema = z.object({ results: z.array(metricSetupRecordSchema) });
