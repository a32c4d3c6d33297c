import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useCallback, useMemo, useState } from 'react';
import { machinePartResource } from '../../core/resources';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { ResourceFormDialog, type Editing } from '../../workbench/kit/setup-records/resource-form-dialog';
import { ResourceTable } from '../../workbench/kit/setup-records/resource-table';
import { partChoicesById, withChoices } from './choices';
import { MissingStep } from './missing-step';
import type { ProductionPlanViewModel } from './production-plan.view-model';
import { productionPlanIds } from './test-ids';
import { PLAN_TEXT } from './texts';

/** The parts the chosen machine runs, each at its ideal rate on it. */
export const RatesSection = observer(function RatesSection({ vm }: { vm: ProductionPlanViewModel }) {
  const [editing, setEditing] = useState<Editing>(null);
  const { rates, parts } = vm.lists;
  const entry = useMemo(() => withChoices(machinePartResource, { part_id: partChoicesById(parts.rows) }), [parts.rows]);
  const editRecord = useCallback((row: SetupRow) => ({ part_id: String(row.part_id), ppm: row.ppm }), []);
  const heading = PLAN_TEXT.ratesTitle(String(vm.machine?.name ?? ''));
  return (
    <section className="plan-section" aria-labelledby="plan-rates-title" data-help-key="settings-production-plan/rates">
      <div className="setup-page-header">
        <h3 id="plan-rates-title">{heading}</h3>
        {vm.canWrite && parts.rows.length > 0 && <Button label={PLAN_TEXT.newRate} icon="pi pi-plus" outlined onClick={() => setEditing({})} />}
      </div>
      {parts.rows.length === 0 && !parts.loading ? (
        <MissingStep text={PLAN_TEXT.noParts} linkText={PLAN_TEXT.addParts} to="/parts" />
      ) : (
        <ResourceTable
          entry={machinePartResource}
          rows={vm.machineRates}
          canWrite={vm.canWrite}
          loading={rates.loading}
          striped={false}
          hiddenColumns={['machine_name']}
          emptyMessage={PLAN_TEXT.noRates}
          testId={productionPlanIds.ratesTable}
          ariaLabel={heading}
          onEdit={(row) => setEditing({ row })}
          onRemove={(row) => vm.removeRate(row)}
        />
      )}
      <ResourceFormDialog
        entry={entry}
        editing={editing}
        editRecord={editRecord}
        canWrite={vm.canWrite}
        isDemo={rates.isDemo}
        saving={rates.saving}
        onSave={(values, id) => vm.saveRate(values, id)}
        onHide={() => setEditing(null)}
        testId={productionPlanIds.rateDialog}
      />
    </section>
  );
});
