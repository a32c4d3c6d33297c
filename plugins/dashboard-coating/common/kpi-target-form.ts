import { z } from 'zod';
import { DOWNTIME_KPI, KPI_DOWNTIME_MAX_MINUTES, KPI_METRICS } from './kpi-target';
import { percent } from '../../../core/forms/field-schemas';

/**
 * Largest accepted target. A target is a daily quantity or rate of one coating line; the bound keeps
 * absurd values (1e308, which overflows once scaled by a range) out of the row.
 */
export const KPI_TARGET_MAX = 1_000_000_000;

/** One edited KPI target: thresholds 0..100 with yellow >= red; downtime 0..480 for the downtime metric only. */
export const kpiTargetSchema = z
  .object({
    metric: z.enum(KPI_METRICS, { error: 'Unknown KPI metric' }),
    target: z
      .number({ error: 'Target must be a number' })
      .refine(Number.isFinite, 'Target must be a number')
      .refine((n) => n >= 0, 'Target must be at least 0')
      .refine((n) => n <= KPI_TARGET_MAX, `Target must be at most ${KPI_TARGET_MAX.toLocaleString('en-US')}`),
    yellow: percent('Yellow threshold'),
    red: percent('Red threshold'),
    downtime: z
      .number({ error: 'Expected downtime must be a number' })
      .min(0, `Expected downtime must be between 0 and ${KPI_DOWNTIME_MAX_MINUTES} minutes`)
      .max(KPI_DOWNTIME_MAX_MINUTES, `Expected downtime must be between 0 and ${KPI_DOWNTIME_MAX_MINUTES} minutes`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.yellow < v.red) {
      ctx.addIssue({ code: 'custom', path: ['yellow'], message: 'Yellow threshold must be at least the red threshold' });
    }
    if (v.metric === DOWNTIME_KPI && v.downtime === undefined) {
      ctx.addIssue({ code: 'custom', path: ['downtime'], message: 'Expected downtime is required' });
    }
    if (v.metric !== DOWNTIME_KPI && v.downtime !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['downtime'], message: `Only ${DOWNTIME_KPI} has an expected downtime` });
    }
  });
export type KpiTargetInput = z.input<typeof kpiTargetSchema>;
export type KpiTarget = z.output<typeof kpiTargetSchema>;

/**
 * The PUT /v1/custom/ccc/kpi/update_target/ body for one edited metric: target, _yellow, _red
 * (and _downtime for lf_per_hour_with_downtime), with no id.
 */
export function kpiTargetPayload(input: KpiTargetInput): Record<string, number> {
  const t = kpiTargetSchema.parse(input);
  const body: Record<string, number> = {
    [t.metric]: t.target,
    [`${t.metric}_yellow`]: t.yellow,
    [`${t.metric}_red`]: t.red,
  };
  if (t.downtime !== undefined) body[`${t.metric}_downtime`] = t.downtime;
  return body;
}
