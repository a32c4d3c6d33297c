import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ALL_WEEKDAYS, WEEKDAY_NAMES } from '../../core/shifts';
import type { MachineShift } from './machine-shifts.model';
import { MissingStep } from './missing-step';
import type { ProductionPlanViewModel } from './production-plan.view-model';
import { productionPlanIds } from './test-ids';
import { PLAN_TEXT } from './texts';

const toggled = (days: readonly number[], day: number) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b));

/** The company's shifts by weekday: which ones the chosen machine runs (ticked), saved together. */
export const MachineShiftsSection = observer(function MachineShiftsSection({ vm }: { vm: ProductionPlanViewModel }) {
  const { shifts } = vm.lists;
  const model = vm.machineShifts;
  const [draft, setDraft] = useState<MachineShift[]>([]);
  useEffect(() => setDraft(model?.shifts ?? []), [model, model?.shifts]);
  const changed = draft.some((s) => s.weekdays.join() !== model?.shifts.find((m) => m.shift_key === s.shift_key)?.weekdays.join());
  const times = new Map(shifts.rows.map((s) => [String(s.name).toUpperCase(), `${String(s.start_time)}-${String(s.end_time)}`]));
  const toggle = (key: string, day: number) => setDraft((d) => d.map((s) => (s.shift_key === key ? { ...s, weekdays: toggled(s.weekdays, day) } : s)));
  return (
    <section className="plan-section" aria-labelledby="plan-shifts-title" data-testid={productionPlanIds.shifts} data-help-key="settings-production-plan/shifts">
      <div className="setup-page-header">
        <h3 id="plan-shifts-title">{PLAN_TEXT.shiftsTitle}</h3>
        {shifts.rows.length > 0 && <Link to="/shifts">{PLAN_TEXT.editShifts}</Link>}
      </div>
      {shifts.rows.length === 0 && !shifts.loading ? (
        <MissingStep text={PLAN_TEXT.noShifts} linkText={PLAN_TEXT.addShifts} to="/shifts" />
      ) : (
        <>
          <p className="intro">{PLAN_TEXT.shiftsIntro}</p>
          <div className="plan-week-scroll">
            <table className="plan-shift-days" aria-busy={model?.loading ?? true} aria-labelledby="plan-shifts-title">
              <thead>
                <tr>
                  <th scope="col">Shift</th>
                  {ALL_WEEKDAYS.map((d) => (
                    <th scope="col" key={d}>
                      {WEEKDAY_NAMES[d - 1]!.slice(0, 3)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {draft.map((s) => (
                  <tr key={s.shift_key}>
                    <th scope="row">
                      {s.name} <small>{times.get(s.shift_key)}</small>
                    </th>
                    {ALL_WEEKDAYS.map((d) => (
                      <td key={d}>
                        <input type="checkbox" checked={s.weekdays.includes(d)} disabled={!vm.canWrite || model?.saving} aria-label={PLAN_TEXT.shiftDay(s.name, WEEKDAY_NAMES[d - 1]!)} onChange={() => toggle(s.shift_key, d)} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {vm.canWrite && (
            <div className="dialog-actions plan-shift-actions">
              <Button label={PLAN_TEXT.saveShifts} icon="pi pi-check" disabled={!changed} loading={model?.saving ?? false} onClick={() => void vm.saveMachineShifts(draft)} />
            </div>
          )}
        </>
      )}
    </section>
  );
});
