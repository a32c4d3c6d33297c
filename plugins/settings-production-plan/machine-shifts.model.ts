import { action, makeObservable, observable, runInAction } from 'mobx';
import { parseApiError, recordSaveFailureToast, SUCCESS_TITLE, TOAST_LIFE } from '../../core/errors';
import { runsShift } from '../../core/shifts';
import type { RecordEditorServices } from '../../workbench/kit/setup-records/record-editor';
import type { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { PLAN_TEXT } from './texts';

export interface MachineShift {
  shift_key: string;
  name: string;
  weekdays: number[];
}

interface SaveAnswer {
  shifts: MachineShift[];
  removed: number;
  queued: number;
}

/**
 * The shifts one machine runs and on which weekdays (issue 36, GET/PUT /v1/machine_shifts/). Turning
 * a day off asks first, since the server removes the runs planned there and recomputes their results;
 * the recomputation is followed on the page's regen banner.
 */
export class MachineShiftsModel {
  shifts: MachineShift[] = [];
  loading = false;
  saving = false;

  constructor(
    private readonly services: RecordEditorServices,
    private readonly regen: RegenProgress,
    readonly machineKey: string,
  ) {
    makeObservable(this, { shifts: observable, loading: observable, saving: observable, load: action });
  }

  /** Whether the machine runs the shift on that day (the rule the server enforces). */
  runs(shiftKey: string, day: string): boolean {
    return runsShift(this.shifts.map((s) => ({ shiftKey: s.shift_key, weekdays: s.weekdays })), shiftKey, day);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const { shifts } = await this.services.http.get<{ shifts: MachineShift[] }>('/v1/machine_shifts/', { machine_key: this.machineKey });
      runInAction(() => (this.shifts = shifts));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Saves the weekdays of each shift; answers whether they were saved (false when refused or not confirmed). */
  async save(shifts: readonly MachineShift[]): Promise<boolean> {
    const dropsDays = shifts.some((s) => {
      const before = this.shifts.find((b) => b.shift_key === s.shift_key)?.weekdays ?? [];
      return before.some((d) => !s.weekdays.includes(d));
    });
    if (dropsDays) {
      const c = PLAN_TEXT.shiftsOff;
      if (!(await this.services.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept }))) return false;
    }
    runInAction(() => (this.saving = true));
    try {
      const answer = await this.services.http.put<SaveAnswer>('/v1/machine_shifts/', { machine_key: this.machineKey, shifts: shifts.map((s) => ({ shift_key: s.shift_key, weekdays: s.weekdays })) });
      runInAction(() => (this.shifts = answer.shifts));
      this.services.toasts.show({ severity: 'success', summary: SUCCESS_TITLE, detail: PLAN_TEXT.shiftsSaved(answer.removed), life: TOAST_LIFE.recordSaved });
      if (answer.queued > 0) this.regen.follow(answer.queued);
      return true;
    } catch (e) {
      this.services.toasts.show(recordSaveFailureToast(parseApiError(e)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
