import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { metricSetupResource } from '../../core/resources';
import { RecordFormDialog } from '../../workbench/kit/setup-records/record-form-dialog';
import { resourceFields } from '../../workbench/kit/setup-records/resource-fields';
import type { MetricSetupViewModel } from './metric-setup.view-model';
import { THRESHOLD_FIELDS } from './thresholds-for-many';
import { settingsMetricSetupIds } from './test-ids';
import './thresholds-for-many.css';

const FIELDS = resourceFields(metricSetupResource).filter((f) => (THRESHOLD_FIELDS as readonly string[]).includes(f.name));

/**
 * Above the table: how many metrics are ticked and the button that gives them all the same
 * thresholds, in a dialog that starts from the first ticked metric's values.
 */
export const ThresholdsForManyBar = observer(function ThresholdsForManyBar({ vm }: { vm: MetricSetupViewModel }) {
  const [open, setOpen] = useState(false);
  const selected = vm.selectedRows;
  const first = selected[0];
  const initial = useMemo(() => (first ? Object.fromEntries(THRESHOLD_FIELDS.map((f) => [f, first[f]])) : {}), [first]);
  if (!vm.records.canWrite) return null;
  const names = selected.map((r) => r.label).join(', ');
  return (
    <div className="thresholds-for-many" data-testid={settingsMetricSetupIds.bulkBar}>
      <p aria-live="polite">{selected.length === 0 ? 'Tick metrics to give several the same thresholds at once.' : `${selected.length} selected: ${names}`}</p>
      <Button type="button" label={`Set thresholds of selected (${selected.length})`} icon="pi pi-sliders-h" disabled={selected.length < 2} onClick={() => setOpen(true)} />
      <RecordFormDialog
        header={`Thresholds of ${selected.length} metrics`}
        visible={open}
        fields={FIELDS}
        initial={initial}
        readOnly={false}
        isDemo={vm.records.isDemo}
        saving={vm.records.saving}
        onSubmit={(values) => vm.applyToSelected(values)}
        onHide={() => setOpen(false)}
        testId={settingsMetricSetupIds.bulkDialog}
      />
    </div>
  );
});
