import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { parseApiError, TARGET_SAVED_TOAST, targetSaveFailureToast } from '../../core/errors';
import { validateForm, type FieldErrors } from '../../core/forms';
import { kpiTargetPayload, kpiTargetSchema } from './common/kpi-target-form';
import { kpiGaugeZone, type TrafficLight } from '../../core/metrics';
import type { NavStore } from '../../core/navigation';
import { monthlyPercentChange, type MonthlyChange } from '../../core/oee';
import { DOWNTIME_KPI, KPI_METRICS, readKpiTarget, type KpiMetric, type KpiTargetValues } from './common/kpi-target';
import { downtimeReading, groupCoatingOps, kpiGaugeReading, sumCoatingOps, type KpiGaugeReading } from './common/coating-actuals';
import { targetForView, targetToStore } from './common/coating-kpi';
import type { HttpClient, Toasts } from '../../workbench/api';
import { CoatingDataViewModel } from './coating-data.view-model';
import type { CoatingSource } from './coating-source';

/** Gauges shown until the user picks others in the display options. */
export const DEFAULT_KPI_GRAPHS: readonly KpiMetric[] = ['lineal_produced', 'lf_per_hour', 'uptime_hours', 'roll_count', 'changeover_mins', DOWNTIME_KPI];

export const KPI_LABELS: Record<KpiMetric, string> = {
  lineal_produced: 'Lineal Produced', weight_produced: 'Weight Produced', tons_produced: 'Tons Produced', lf_per_hour: 'LF per Hour',
  msf_produced: 'MSF Produced', uptime_hours: 'Uptime Hours', uptime_mins: 'Uptime Minutes', changeover_mins: 'Changeover Minutes',
  changeover_hours: 'Changeover Hours', num_changeovers: 'Changeovers', roll_count: 'Roll Count', split_roll_count: 'Split Roll Count',
  full_roll_count: 'Full Roll Count', changeover_per_min: 'Minutes per Changeover', roll_to_roll_mins: 'Roll to Roll Minutes',
  lf_per_hour_with_downtime: 'LF per Hour with Downtime',
};

export interface KpiGauge extends KpiGaugeReading {
  metric: KpiMetric;
  label: string;
  target: KpiTargetValues;
  zone: TrafficLight;
}

export const KPI_UPDATE_TARGET_ENDPOINT = '/v1/custom/ccc/kpi/update_target/';

/** The target editor's form: the Target Value as shown for the current view (a third for one shift). */
export interface TargetForm {
  target: number | null;
  yellow: number | null;
  red: number | null;
  downtime: number | null;
}

/**
 * The KPI screen (document 3 §2.4): gauges per selected metric with their targets and zones, the
 * Daily Performance table, lineal produced per day or its month-to-month percent change, downtime
 * by reason, and the target editor saved through PUT /v1/custom/ccc/kpi/update_target/.
 */
export class KpiViewModel extends CoatingDataViewModel {
  percentChange = false;
  /** The metric whose target editor is open. */
  editing: KpiMetric | null = null;
  form: TargetForm = { target: null, yellow: null, red: null, downtime: null };
  formErrors: FieldErrors = {};
  saving = false;

  constructor(
    store: NavStore,
    source: CoatingSource,
    private readonly http: HttpClient,
    private readonly toasts: Toasts,
  ) {
    super(store, source);
    makeObservable(this, {
      percentChange: observable,
      editing: observable,
      form: observable,
      formErrors: observable,
      saving: observable,
      selected: computed,
      gauges: computed,
      downtime: computed,
      linealByDay: computed,
      linealMonthly: computed,
      downtimeByReason: computed,
      setPercentChange: action,
      openEditor: action,
      closeEditor: action,
      setField: action,
    });
  }

  /** The metrics with a gauge (navigation state custom ccc.kpiGraphs; the defaults while empty). */
  get selected(): KpiMetric[] {
    const chosen = this.nav.current.custom.ccc.kpiGraphs.filter((m): m is KpiMetric => (KPI_METRICS as readonly string[]).includes(m));
    return chosen.length > 0 ? chosen : [...DEFAULT_KPI_GRAPHS];
  }

  setSelected(metrics: string[]): void {
    const ordered = KPI_METRICS.filter((m) => metrics.includes(m));
    this.store.setCustom('ccc', { kpiGraphs: ordered.length > 0 ? ordered : [...DEFAULT_KPI_GRAPHS] });
  }

  target(metric: KpiMetric): KpiTargetValues {
    return readKpiTarget(this.data.target, metric);
  }

  get gauges(): KpiGauge[] {
    const totals = sumCoatingOps(this.data.ops);
    return this.selected.map((metric) => {
      const target = this.target(metric);
      const reading = kpiGaugeReading(metric, totals, target, this.range, this.combineShifts);
      // Document 3 §4: below red is red, red to below yellow is yellow, at or above yellow green.
      return { metric, label: KPI_LABELS[metric], target, ...reading, zone: kpiGaugeZone(reading.percent, target.red, target.yellow) };
    });
  }

  /** Downtime of the shown shifts as a share of standard 8-hour shifts, against the expected downtime. */
  get downtime() {
    const r = downtimeReading(sumCoatingOps(this.data.ops));
    const expected = this.target(DOWNTIME_KPI).downtime ?? 0;
    return { ...r, expected, zone: (r.perShift <= expected ? 'green' : r.perShift <= expected * 1.5 ? 'yellow' : 'red') as TrafficLight };
  }

  get linealByDay(): Array<{ date: string; value: number }> {
    return this.daily.map((d) => ({ date: d.key, value: d.totals.lineal_produced }));
  }

  /** Month-to-month percent change of lineal produced (core monthlyPercentChange). */
  get linealMonthly(): MonthlyChange[] {
    const months = groupCoatingOps(this.data.ops, (r) => r.shift_date.slice(0, 7));
    return monthlyPercentChange(months.map((m) => ({ month: m.key, value: m.totals.lineal_produced })));
  }

  /** Downtime minutes per reason (the up/down calendar's notes). */
  get downtimeByReason(): Array<{ reason: string; minutes: number }> {
    const by = new Map<string, number>();
    for (const d of this.data.downtime) {
      const minutes = (Date.parse(d.end_datetime) - Date.parse(d.start_datetime)) / 60000;
      const reason = d.notes.trim() || 'Unspecified';
      by.set(reason, (by.get(reason) ?? 0) + minutes);
    }
    return [...by.entries()].map(([reason, minutes]) => ({ reason, minutes })).sort((a, b) => b.minutes - a.minutes);
  }

  setPercentChange(on: boolean): void {
    this.percentChange = on;
  }

  /** Opens 'Target ...' with the stored target as the current view shows it (a third for one shift). */
  openEditor(metric: KpiMetric): void {
    const t = this.target(metric);
    this.editing = metric;
    this.form = { target: targetForView(t.target, metric, this.combineShifts), yellow: t.yellow, red: t.red, downtime: metric === DOWNTIME_KPI ? (t.downtime ?? null) : null };
    this.formErrors = {};
  }

  closeEditor(): void {
    this.editing = null;
  }

  setField(field: keyof TargetForm, value: number | null): void {
    this.form = { ...this.form, [field]: value };
  }

  /** Document 3 §5 and §8: validated, saved, 'Success' (3 s) or 'API Error' with the parsed message (10 s). */
  async save(): Promise<boolean> {
    const metric = this.editing;
    if (!metric) return false;
    const f = this.form;
    const input = {
      metric,
      target: f.target === null ? undefined : targetToStore(f.target, metric, this.combineShifts),
      yellow: f.yellow ?? undefined,
      red: f.red ?? undefined,
      ...(metric === DOWNTIME_KPI ? { downtime: f.downtime ?? undefined } : {}),
    };
    const checked = validateForm(kpiTargetSchema, input);
    if (!checked.ok) {
      this.setErrors(checked.errors);
      return false;
    }
    this.setErrors({});
    this.setSaving(true);
    try {
      await this.http.put(KPI_UPDATE_TARGET_ENDPOINT, kpiTargetPayload(checked.value));
      this.toasts.show(TARGET_SAVED_TOAST);
      runInAction(() => this.closeEditor());
      await this.load();
      return true;
    } catch (e) {
      this.toasts.show(targetSaveFailureToast(parseApiError(e)));
      return false;
    } finally {
      this.setSaving(false);
    }
  }

  private setErrors(errors: FieldErrors): void {
    runInAction(() => (this.formErrors = errors));
  }

  private setSaving(on: boolean): void {
    runInAction(() => (this.saving = on));
  }
}
