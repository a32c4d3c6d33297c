import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useMemo, useState } from 'react';
import { useViewModel } from '../../workbench/api';
import { RecordFormDialog, type FieldSpec } from '../../workbench/kit/setup-records/record-form-dialog';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { DEFAULT_SETUP, MetricSetupViewModel, type MetricRow } from './metric-setup.view-model';
import { settingsMetricSetupIds } from './test-ids';

const FIELDS: FieldSpec[] = [
  { name: 'label', label: 'Label', kind: 'text', hint: 'Shown for this metric on every screen.' },
  { name: 'danger_state', label: 'Danger state', kind: 'select', options: [{ value: 'BELOW', label: 'BELOW: low values are bad' }, { value: 'ABOVE', label: 'ABOVE: high values are bad' }] },
  { name: 'danger_min', label: 'Danger minimum', kind: 'number', min: 0, step: 'any' },
  { name: 'caution_min', label: 'Caution minimum', kind: 'number', min: 0, step: 'any' },
  { name: 'standard_min', label: 'Standard minimum', kind: 'number', min: 0, step: 'any' },
  { name: 'stacked_bar', label: 'Stacked bar', kind: 'checkbox' },
];

const num = (v: unknown) => Number(v).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** System Setup > Metric Setup (issue 13). */
export const MetricSetupPage = observer(function MetricSetupPage() {
  const vm = useViewModel(MetricSetupViewModel);
  const [editing, setEditing] = useState<MetricRow | null>(null);
  useEffect(() => void vm.load(), [vm]);
  const canWrite = vm.records.canWrite;
  const initial = useMemo(() => (editing ? vm.formValues(editing) : {}), [editing, vm]);
  const value = (r: MetricRow, f: keyof typeof DEFAULT_SETUP) => (r.record ? r.record[f] : DEFAULT_SETUP[f]);
  return (
    <SetupPage
      title="Metric Setup"
      intro="Thresholds, danger state, stacked bar and the label of each metric. Metrics without a saved setup use the defaults (danger 70, caution 90, standard 95)."
      helpKey="settings-metric-setup/metrics"
      testId={settingsMetricSetupIds.page}
      canWrite={canWrite}
      isDemo={vm.records.isDemo}
    >
      {vm.records.loadError && <p role="alert">{vm.records.loadError}</p>}
      <DataTable value={vm.rows} dataKey="metric_key" loading={vm.records.loading} size="small" stripedRows data-testid={settingsMetricSetupIds.table} aria-label="Metrics">
        <Column field="label" header="Label" body={(r: MetricRow) => (r.override ? <strong>{r.label}</strong> : r.label)} />
        <Column field="metric_key" headerClassName="wide-only" bodyClassName="wide-only" header="Metric key" />
        <Column header="Danger state" body={(r: MetricRow) => String(value(r, 'danger_state'))} />
        <Column header="Danger min" align="right" body={(r: MetricRow) => num(value(r, 'danger_min'))} />
        <Column header="Caution min" align="right" body={(r: MetricRow) => num(value(r, 'caution_min'))} />
        <Column header="Standard min" align="right" body={(r: MetricRow) => num(value(r, 'standard_min'))} />
        <Column header="Stacked bar" body={(r: MetricRow) => (value(r, 'stacked_bar') ? 'Yes' : 'No')} />
        <Column
          header="Actions"
          style={{ width: '5rem' }}
          body={(r: MetricRow) => <Button icon={canWrite ? 'pi pi-pencil' : 'pi pi-eye'} text rounded aria-label={`${canWrite ? 'Edit' : 'View'} ${r.label}`} onClick={() => setEditing(r)} />}
        />
      </DataTable>
      <RecordFormDialog
        header={editing ? `${canWrite ? 'Edit' : 'View'} ${editing.metric_key}` : ''}
        visible={editing !== null}
        fields={FIELDS}
        initial={initial}
        readOnly={!canWrite && !vm.records.isDemo}
        isDemo={vm.records.isDemo}
        saving={vm.records.saving}
        onSubmit={(values) => vm.save(values)}
        onHide={() => setEditing(null)}
        testId={settingsMetricSetupIds.dialog}
      />
    </SetupPage>
  );
});
