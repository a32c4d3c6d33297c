import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useCallback, useMemo, useState } from 'react';
import { productionPlanResource } from '../../core/resources';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { formatRate } from '../../workbench/kit/setup-records/resource-cells';
import { ResourceFormDialog } from '../../workbench/kit/setup-records/resource-form-dialog';
import { partChoicesByName, shiftChoices, withChoices } from './choices';
import { dayHeading, dayTotals, shiftKeyOf, type PlanRow } from './common/week-plan';
import { CopyDayDialog } from './copy-day-dialog';
import type { ProductionPlanViewModel } from './production-plan.view-model';
import { productionPlanIds } from './test-ids';
import { PLAN_TEXT } from './texts';

type PlanEditing = { row?: SetupRow; day?: string; shiftKey?: string } | null;

const runLabel = (r: PlanRow) => `${r.part_name}${r.operation ? ` ${r.operation}` : ''}`;
const runAmount = (r: PlanRow) => `${r.quantity.toLocaleString('en-US')} @ ${formatRate(r.ppm)}/min`;
/** The run button's words as shown: its accessible name starts with them (axe label-content-name-mismatch). */
const runText = (r: PlanRow) => `${runLabel(r)} ${runAmount(r)}`;

/** Monday to Sunday by shift: the runs planned in each cell, added, edited, removed, and a day copied on. */
export const WeekPlanSection = observer(function WeekPlanSection({ vm }: { vm: ProductionPlanViewModel }) {
  const [editing, setEditing] = useState<PlanEditing>(null);
  const [copying, setCopying] = useState<string | null>(null);
  const { parts, shifts } = vm.lists;
  const plan = vm.plan;
  const entry = useMemo(() => withChoices(productionPlanResource, { part_name: partChoicesByName(parts.rows), shift_key: shiftChoices(shifts.rows) }), [parts.rows, shifts.rows]);
  const firstRatedPart = vm.machineRates[0]?.part_name ?? '';
  const newRecord = useMemo(
    () => ({ ...productionPlanResource.newRecord, shift_date: editing?.day ?? '', shift_key: editing?.shiftKey ?? '', part_name: firstRatedPart }),
    [editing, firstRatedPart],
  );
  const editRecord = useCallback((row: SetupRow) => ({ ...row }), []);
  const machineName = String(vm.machine?.name ?? '');
  const rows = (plan?.rows ?? []) as unknown as PlanRow[];
  const totals = dayTotals(rows, vm.days);
  const weekEmpty = totals.every((t) => t === 0);
  const canWrite = vm.canWrite;
  return (
    <section className="plan-section" aria-labelledby="plan-week-title" data-help-key="settings-production-plan/week">
      <div className="setup-page-header">
        <h3 id="plan-week-title">{PLAN_TEXT.weekTitle(machineName)}</h3>
        <div className="plan-week-nav">
          <Button icon="pi pi-chevron-left" text rounded aria-label={PLAN_TEXT.previousWeek} onClick={() => vm.moveWeek(-1)} />
          <Button label={PLAN_TEXT.thisWeek} text onClick={() => vm.thisWeek()} />
          <Button icon="pi pi-chevron-right" text rounded aria-label={PLAN_TEXT.nextWeek} onClick={() => vm.moveWeek(1)} />
        </div>
      </div>
      {weekEmpty && !plan?.loading && <p className="empty-state">{PLAN_TEXT.emptyWeek(machineName)}</p>}
      <div className="plan-week-scroll">
        <table className="plan-week" data-testid={productionPlanIds.week} aria-busy={plan?.loading ?? true} aria-label={PLAN_TEXT.weekTitle(machineName)}>
          <thead>
            <tr>
              <th scope="col">Shift</th>
              {vm.days.map((d, i) => (
                <th scope="col" key={d} className={d === vm.today ? 'plan-today' : undefined}>
                  <span className="plan-day">{dayHeading(d)}</span>
                  <span className="plan-total">
                    {PLAN_TEXT.total} {totals[i]!.toLocaleString('en-US')}
                  </span>
                  {canWrite && totals[i]! > 0 && <Button icon="pi pi-copy" text rounded size="small" aria-label={PLAN_TEXT.copyDay(dayHeading(d))} onClick={() => setCopying(d)} />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shifts.rows.map((s) => {
              const key = shiftKeyOf(String(s.name));
              return (
                <tr key={s.id}>
                  <th scope="row">
                    {String(s.name)}
                    <small>
                      {String(s.start_time)}-{String(s.end_time)}
                    </small>
                  </th>
                  {vm.days.map((d) => (
                    <td key={d} className={d === vm.today ? 'plan-today' : undefined}>
                      <ul>
                        {(vm.cells.get(`${d}|${key}`) ?? []).map((r) => (
                          <li key={r.id}>
                            <button type="button" className="plan-run" onClick={() => setEditing({ row: r as unknown as SetupRow })} aria-label={PLAN_TEXT.editRun(runText(r), dayHeading(d))}>
                              <span>{runLabel(r)}</span>{' '}
                              <span className="plan-qty">{runAmount(r)}</span>
                            </button>
                            {canWrite && <Button icon="pi pi-times" text rounded size="small" severity="danger" aria-label={PLAN_TEXT.removeRun(runLabel(r), dayHeading(d))} onClick={() => vm.removePlan(r as unknown as SetupRow)} />}
                          </li>
                        ))}
                      </ul>
                      {vm.machineShifts && !vm.machineShifts.runs(key, d) ? (
                        <span className="plan-not-run">{PLAN_TEXT.notRun}</span>
                      ) : (
                        canWrite && <Button icon="pi pi-plus" text rounded size="small" aria-label={PLAN_TEXT.addRun(dayHeading(d), String(s.name))} onClick={() => setEditing({ day: d, shiftKey: key })} />
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ResourceFormDialog
        entry={entry}
        editing={editing && { row: editing.row }}
        newRecord={newRecord}
        editRecord={editRecord}
        canWrite={canWrite}
        isDemo={plan?.isDemo ?? false}
        saving={plan?.saving ?? false}
        onSave={(values, id) => vm.savePlan(values, id)}
        onHide={() => setEditing(null)}
        testId={productionPlanIds.planDialog}
      />
      <CopyDayDialog day={copying} onCopy={(n) => vm.copyDay(copying!, n)} onHide={() => setCopying(null)} />
    </section>
  );
});
