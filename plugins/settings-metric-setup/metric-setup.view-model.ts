import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { DEMO_MODE_TOAST, parseApiError, RECORD_UPDATED_TOAST, recordSaveFailureToast } from '../../core/errors';
import { fieldErrors, metricLabelSchema, metricSetupFormSchema } from '../../core/forms';
import { DEFAULT_METRIC_LABELS } from '../../core/metrics';
import { METRIC_KEYS, type MetricKey } from '../../core/model';
import { bulkUpdate, type HttpClient, type ProfileRefresh, type Toasts } from '../../workbench/api';
import { serverFieldErrors, type RecordEditor, type SaveResult, type SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { thresholdsForMany } from './thresholds-for-many';

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
  /** The metrics ticked in the table, for one threshold change to all of them. */
  selectedKeys: MetricKey[] = [];

  constructor(
    readonly records: RecordEditor<typeof metricSetupFormSchema>,
    private readonly http: HttpClient,
    private readonly toasts: Toasts,
    private readonly profile: ProfileRefresh,
  ) {
    makeObservable(this, { overrides: observable, selectedKeys: observable, rows: computed, selectedRows: computed, select: action });
  }

  get rows(): MetricRow[] {
    return METRIC_KEYS.map((k) => {
      const record = this.records.rows.find((r) => r.metric_key === k);
      // A metric without a stored setup has no id yet (0); its rows are told apart by metric_key.
      return { ...DEFAULT_SETUP, ...record, id: record?.id ?? 0, metric_key: k, label: this.overrides[k]?.trim() || DEFAULT_METRIC_LABELS[k], override: this.overrides[k] ?? '', record };
    });
  }

  get selectedRows(): MetricRow[] {
    return this.rows.filter((r) => this.selectedKeys.includes(r.metric_key));
  }

  select(rows: readonly SetupRow[]): void {
    this.selectedKeys = rows.map((r) => r.metric_key as MetricKey);
  }

  /**
   * The same thresholds for every ticked metric in one bulk PUT /v1/metric_setup/ (document 1 §7),
   * all stored or none; a ticked metric still on the defaults has no record yet and is created.
   */
  async applyToSelected(values: Record<string, unknown>): Promise<SaveResult> {
    if (this.records.isDemo) {
      this.toasts.show(DEMO_MODE_TOAST);
      return { ok: false, errors: { _: DEMO_MODE_TOAST.detail } };
    }
    const checked = thresholdsForMany(this.selectedRows, values);
    if (!checked.ok) return checked;
    const { updates, creates } = checked.value;
    runInAction(() => (this.records.saving = true));
    try {
      for (const record of creates) await this.http.post<SetupRow>('/v1/metric_setup/', record);
      const stored = updates.length > 0 ? await bulkUpdate<SetupRow>(this.http, '/v1/metric_setup/', updates) : [];
      this.toasts.show(RECORD_UPDATED_TOAST);
      await this.records.load();
      runInAction(() => (this.selectedKeys = []));
      await this.profile.refresh().catch((e: unknown) => console.error('profile:', e));
      return { ok: true, row: stored[0] ?? { id: 0 }, created: false };
    } catch (e) {
      const detail = parseApiError(e);
      this.toasts.show(recordSaveFailureToast(detail));
      return { ok: false, errors: sameForEvery(serverFieldErrors(e)) ?? { _: detail } };
    } finally {
      runInAction(() => (this.records.saving = false));
    }
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

/** The bulk answer names a record's field as '{index}.{field}'; the form has one field for every record. */
const sameForEvery = (errors: Record<string, string> | undefined) => errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^\d+\./, ''), v]));
