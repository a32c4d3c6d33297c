import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useViewModel } from '../../workbench/api';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { MachineShiftsSection } from './machine-shifts-section';
import { MissingStep } from './missing-step';
import { ProductionPlanViewModel } from './production-plan.view-model';
import { RatesSection } from './rates-section';
import { productionPlanIds } from './test-ids';
import { PLAN_TEXT } from './texts';
import { WeekPlanSection } from './week-plan-section';
import './production-plan.css';

/** System Setup > Production plan (issue 36): ?machine=KEY opens that machine (the link from Entities). */
export const ProductionPlanPage = observer(function ProductionPlanPage() {
  const vm = useViewModel(ProductionPlanViewModel);
  const [params, setParams] = useSearchParams();
  const asked = params.get('machine');
  useEffect(() => void vm.load(asked), [vm]); // eslint-disable-line react-hooks/exhaustive-deps -- the link's machine is read once; later choices set it
  const { machines, shifts } = vm.lists;
  const choose = (key: string) => {
    setParams({ machine: key }, { replace: true });
    void vm.selectMachine(key);
  };
  return (
    <SetupPage title={PLAN_TEXT.title} intro={PLAN_TEXT.intro} helpKey="settings-production-plan/week" testId={productionPlanIds.page} canWrite={vm.canWrite} isDemo={vm.lists.rates.isDemo}>
      <RegenBanner progress={vm.regen} testId={productionPlanIds.regen} />
      {machines.rows.length === 0 && !machines.loading ? (
        <MissingStep text={PLAN_TEXT.noMachines} linkText={PLAN_TEXT.addMachines} to="/entities" />
      ) : (
        <div className="plan-machine">
          <label htmlFor="plan-machine-select">{PLAN_TEXT.machine}</label>
          <select id="plan-machine-select" className="p-inputtext" data-testid={productionPlanIds.machine} value={vm.machineKey ?? ''} onChange={(e) => choose(e.target.value)}>
            {vm.machineKey === null && <option value="">{PLAN_TEXT.chooseMachine}</option>}
            {machines.rows.map((m) => (
              <option key={m.id} value={String(m.key)}>
                {String(m.name)} ({String(m.key)})
              </option>
            ))}
          </select>
        </div>
      )}
      {vm.machine && (
        <>
          <RatesSection vm={vm} />
          <MachineShiftsSection vm={vm} />
          {shifts.rows.length > 0 && <WeekPlanSection vm={vm} />}
        </>
      )}
    </SetupPage>
  );
});
