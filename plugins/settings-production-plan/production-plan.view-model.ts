import { DateTime } from 'luxon';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { parseApiError, recordSaveFailureToast, SUCCESS_TITLE, TOAST_LIFE } from '../../core/errors';
import type { machinePartSchema, plannedScheduleSchema } from '../../core/forms';
import { productionPlanResource } from '../../core/resources';
import type { Clock } from '../../core/platform';
import type { HttpClient, Toasts } from '../../workbench/api';
import { RecordEditor, resourceEditorOptions, type RecordEditorServices, type SaveResult, type SetupRow } from '../../workbench/kit/setup-records/record-editor';
import type { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { MachineShiftsModel, type MachineShift } from './machine-shifts.model';
import { addDays, mondayOf, planCells, touchesResults, weekDays, type PlanRow } from './common/week-plan';
import { PLAN_TEXT } from './texts';

type AnyEditor = RecordEditor<never>;

/** The lists the screen reads: machines, parts, shifts and the machines' part rates. */
export interface PlanLists {
  machines: AnyEditor;
  parts: AnyEditor;
  shifts: AnyEditor;
  rates: RecordEditor<typeof machinePartSchema>;
}

/**
 * System Setup > Production plan (issue 36): one machine at a time, its parts and rates, the
 * company's shifts, and a Monday-to-Sunday plan. A change to a day up to today, or a new rate the
 * planner applies, shows the recomputation until the engine's queue is drained.
 */
export class ProductionPlanViewModel {
  machineKey: string | null = null;
  weekStart: string;
  plan: RecordEditor<typeof plannedScheduleSchema> | null = null;
  /** The shifts the chosen machine runs, by weekday. */
  machineShifts: MachineShiftsModel | null = null;

  constructor(
    private readonly services: RecordEditorServices,
    readonly lists: PlanLists,
    readonly regen: RegenProgress,
    private readonly clock: Clock,
  ) {
    this.weekStart = mondayOf(this.today);
    makeObservable(this, {
      machineKey: observable,
      weekStart: observable,
      plan: observable,
      machineShifts: observable,
      machine: computed,
      machineRates: computed,
      days: computed,
      cells: computed,
      selectMachine: action,
      moveWeek: action,
      thisWeek: action,
    });
  }

  /**
   * Today on the chosen machine's calendar: its plan's days are its own local dates, whatever zone the
   * browser is in (on a Sunday evening in New York a browser in UTC is already in the next week).
   */
  get today(): string {
    const zone = this.machine?.timezone;
    const inZone = typeof zone === 'string' ? DateTime.fromMillis(this.clock.now(), { zone }) : undefined;
    return (inZone?.isValid ? inZone : DateTime.fromMillis(this.clock.now())).toISODate()!;
  }

  get machine(): SetupRow | undefined {
    return this.lists.machines.rows.find((m) => m.key === this.machineKey);
  }

  get machineRates(): SetupRow[] {
    const id = this.machine?.id;
    // Named by their part, as the table's row actions read a row's name.
    return this.lists.rates.rows.filter((r) => r.machine_id === id).map((r) => ({ ...r, name: r.part_name }));
  }

  get days(): string[] {
    return weekDays(this.weekStart);
  }

  get cells(): Map<string, PlanRow[]> {
    return planCells((this.plan?.rows ?? []) as unknown as PlanRow[], this.days);
  }

  get canWrite(): boolean {
    return this.lists.rates.canWrite;
  }

  /** Loads the lists; opens the machine asked for (a link from Entities), else the first one. */
  async load(machineKey?: string | null): Promise<void> {
    const { machines, parts, shifts, rates } = this.lists;
    await Promise.all([machines.load(), parts.load(), shifts.load(), rates.load()]);
    const first = machines.rows.find((m) => m.key === machineKey) ?? machines.rows[0];
    if (first) await this.selectMachine(String(first.key));
    // The week shown first is this week on the machine's calendar, known only now.
    this.thisWeek();
  }

  async selectMachine(key: string): Promise<void> {
    this.machineKey = key;
    const options = { ...resourceEditorOptions(productionPlanResource, (r) => PLAN_TEXT.removePlan(String(r.part_name), String(r.shift_date))), params: { machine_key: key } };
    const plan = new RecordEditor(this.services, options);
    this.plan = plan;
    const machineShifts = new MachineShiftsModel(this.services, this.regen, key);
    this.machineShifts = machineShifts;
    await Promise.all([plan.load(), machineShifts.load()]);
  }

  moveWeek(weeks: number): void {
    this.weekStart = addDays(this.weekStart, 7 * weeks);
  }

  thisWeek(): void {
    this.weekStart = mondayOf(this.today);
  }

  /** Saves a part's rate on this machine; a changed rate offers to give its planned runs the new rate. */
  async saveRate(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    const before = id === undefined ? undefined : this.lists.rates.rows.find((r) => r.id === id);
    const result = await this.lists.rates.save({ ...values, machine_id: this.machine?.id }, id);
    if (result.ok && before && Number(before.ppm) !== Number(result.row.ppm)) {
      const c = PLAN_TEXT.recompute(String(result.row.part_name), String(this.machine?.name));
      if (await this.services.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept })) {
        await this.regen.start({ scope: 'machine_part', machine_part_id: result.row.id });
        await this.plan?.load();
      }
    }
    return result;
  }

  /** Saves the weekdays the machine runs each shift; runs the server removed leave the week plan. */
  async saveMachineShifts(shifts: readonly MachineShift[]): Promise<boolean> {
    const saved = (await this.machineShifts?.save(shifts)) ?? false;
    if (saved) await this.plan?.load();
    return saved;
  }

  async removeRate(row: SetupRow): Promise<void> {
    await this.lists.rates.remove(row);
  }

  /** Saves a planned run of this machine; one on a day up to today recomputes that shift's results. */
  async savePlan(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    if (!this.plan) return { ok: false, errors: { _: PLAN_TEXT.chooseMachine } };
    const before = id === undefined ? undefined : this.plan.rows.find((r) => r.id === id);
    const result = await this.plan.save({ ...values, machine_key: this.machineKey }, id);
    if (result.ok) this.followIf([String(result.row.shift_date), ...(before ? [String(before.shift_date)] : [])]);
    return result;
  }

  async removePlan(row: SetupRow): Promise<void> {
    if (await this.plan?.remove(row)) this.followIf([String(row.shift_date)]);
  }

  /** Copies a day's plan to the following days; answers the rows written (0 when refused). */
  async copyDay(day: string, days: number): Promise<number> {
    const http: HttpClient = this.services.http;
    const toasts: Toasts = this.services.toasts;
    try {
      const { written } = await http.post<{ written: number; queued: number }>('/v1/production_plan_copy/', { machine_key: this.machineKey, shift_date: day, days });
      toasts.show({ severity: 'success', summary: SUCCESS_TITLE, detail: PLAN_TEXT.copyDone(written), life: TOAST_LIFE.recordSaved });
      this.followIf(Array.from({ length: days }, (_, i) => addDays(day, i + 1)));
      await this.plan?.load();
      return written;
    } catch (e) {
      toasts.show(recordSaveFailureToast(parseApiError(e)));
      return 0;
    }
  }

  private followIf(days: readonly string[]): void {
    if (touchesResults(days, this.today)) runInAction(() => this.regen.follow());
  }

  dispose(): void {
    this.regen.dispose();
  }
}
