import { computed, makeObservable, observable, runInAction } from 'mobx';
import { DEMO_MODE_TOAST, parseApiError, recordSaveFailureToast } from '../../core/errors';
import { fieldErrors, metricLabelSchema, metricSetupFormSchema } from '../../core/forms';
import { DEFAULT_METRIC_LABELS } from '../../core/metrics';
import { METRIC_KEYS, type MetricKey } from '../../core/model';
import type { HttpClient, ProfileRefresh, Toasts } from '../../workbench/api';
import type { RecordEditor, SaveResult, SetupRow } from '../../workbench/kit/setup-records/record-editor';

/** One metric as its table row: its stored setup, else the defaults, beside its label. */
export type MetricRow = SetupRow & {
  metric_key: MetricKey;
  /** The label every screen shows: the company's override, else the default. */
  label: string;
  override: string;
  record: SetupRow | undefined;
};

/** What a metric without a stored record starts from: document 1 §9 defaults (red 70, yellow 90, green 95). */
export const DEFAULT_SETUP = { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW', stacked_bar: false } as const;

/**
 * The Metric Setup screen: one row per metric key, its setup record (GET /v1/metric_setup/) and its
 * custom label (the profile's metric_names overrides, PUT /v1/metric_name/). After a change the
 * profile is refreshed, so the graph, the metric picker and every label follow at once.
 */
export class MetricSetupViewModel {
  overrides: Partial<Record<MetricKey, string>> = {};

  constructor(
    readonly records: RecordEditor<typeof metricSetupFormSchema>,
    private readonly http: HttpClient,
    private readonly toasts: Toasts,
    private readonly profile: ProfileRefresh,
  ) {
    makeObservable(this, { overrides: observable, rows: computed });
  }

  get rows(): MetricRow[] {
    return METRIC_KEYS.map((k) => {
      const record = this.records.rows.find((r) => r.metric_key === k);
      // A metric without a stored setup has no id yet (0); its rows are told apart by metric_key.
      return { ...DEFAULT_SETUP, ...record, id: record?.id ?? 0, metric_key: k, label: this.overrides[k]?.trim() || DEFAULT_METRIC_LABELS[k], override: this.overrides[k] ?? '', record };
    });
  }

  async load(): Promise<void> {
    await this.records.load();
    try {
      const names = await this.http.get<{ overrides: Partial<Record<MetricKey, string>> }>('/v1/metric_name/');
      runInAction(() => (this.overrides = names.overrides ?? {}));
    } catch (e) {
      console.error('metric names:', e);
    }
  }

  /** The dialog's values for a row of the table (a stable function: the dialog resets when it changes). */
  readonly formValues = (row: SetupRow): Record<string, unknown> => {
    const r = (row as MetricRow).record ?? DEFAULT_SETUP;
    return { metric_key: row.metric_key, label: row.label, danger_min: r.danger_min, caution_min: r.caution_min, standard_min: r.standard_min, danger_state: r.danger_state, stacked_bar: r.stacked_bar };
  };

  /** Validates label and record together; saves the record, then the label when it changed. */
  async save(values: Record<string, unknown>): Promise<SaveResult> {
    if (this.records.isDemo) {
      this.toasts.show(DEMO_MODE_TOAST);
      return { ok: false, errors: { _: DEMO_MODE_TOAST.detail } };
    }
    const key = values.metric_key as MetricKey;
    const label = metricLabelSchema.safeParse(values.label);
    const setup = metricSetupFormSchema.safeParse(values);
    if (!label.success || !setup.success) {
      return { ok: false, errors: { ...(setup.success ? {} : fieldErrors(setup.error)), ...(label.success ? {} : { label: fieldErrors(label.error)._ ?? 'Label is invalid' }) } };
    }
    const row = this.rows.find((r) => r.metric_key === key);
    const result = await this.records.save(values, row?.record?.id);
    if (!result.ok) return result;
    const wanted = label.data === DEFAULT_METRIC_LABELS[key] ? undefined : label.data;
    if ((this.overrides[key] || undefined) !== wanted) {
      const next = { ...this.overrides };
      if (wanted === undefined) delete next[key];
      else next[key] = wanted;
      try {
        const saved = await this.http.put<{ overrides: Partial<Record<MetricKey, string>> }>('/v1/metric_name/', { overrides: next });
        runInAction(() => (this.overrides = saved.overrides));
      } catch (e) {
        this.toasts.show(recordSaveFailureToast(parseApiError(e)));
        return { ok: false, errors: { label: parseApiError(e) } };
      }
    }
    await this.profile.refresh().catch((e: unknown) => console.error('profile:', e));
    return result;
  }

  dispose(): void {}
}
