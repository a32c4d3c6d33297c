import { fieldErrors, metricSetupFormSchema, type FieldErrors } from '../../core/forms';

/** The fields a threshold change for several metrics sets; label and stacked bar stay each metric's own. */
export const THRESHOLD_FIELDS = ['danger_state', 'danger_min', 'caution_min', 'standard_min'] as const;

type Thresholds = Record<(typeof THRESHOLD_FIELDS)[number], unknown>;

/** A Metric Setup row as far as this needs it (its stored record, when there is one). */
interface MetricChoice {
  metric_key: string;
  stacked_bar?: unknown;
  record?: { id: number } | undefined;
}

export interface ThresholdsForMany {
  /** Stored records: one bulk PUT (document 1 §7), each row its id and the four thresholds. */
  updates: Array<{ id: number } & Thresholds>;
  /** Metrics still on the defaults have no record to update: each is created with its thresholds. */
  creates: Array<Record<string, unknown>>;
}

/**
 * The same thresholds for every chosen metric, checked as each metric's record would be stored
 * (danger, caution and standard in order for the danger state); the first metric's messages are
 * the form's, as every metric gets the same four values.
 */
export function thresholdsForMany(rows: readonly MetricChoice[], values: Record<string, unknown>): { ok: true; value: ThresholdsForMany } | { ok: false; errors: FieldErrors } {
  const updates: ThresholdsForMany['updates'] = [];
  const creates: ThresholdsForMany['creates'] = [];
  for (const row of rows) {
    const checked = metricSetupFormSchema.safeParse({ metric_key: row.metric_key, stacked_bar: row.stacked_bar ?? false, ...pick(values) });
    if (!checked.success) return { ok: false, errors: fieldErrors(checked.error) };
    const thresholds = pick(checked.data);
    if (row.record) updates.push({ id: row.record.id, ...thresholds });
    else creates.push(checked.data);
  }
  return { ok: true, value: { updates, creates } };
}

const pick = (v: Record<string, unknown>): Thresholds => Object.fromEntries(THRESHOLD_FIELDS.map((f) => [f, v[f]])) as Thresholds;
