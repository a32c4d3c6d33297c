import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { metricSetupResource } from '../../core/resources';
import { useViewModel } from '../../workbench/api';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { ResourceSetupScreen } from '../../workbench/kit/setup-records/resource-setup-screen';
import { MetricSetupViewModel } from './metric-setup.view-model';
import { settingsMetricSetupIds } from './test-ids';
import { ThresholdsForManyBar } from './thresholds-for-many-dialog';

const labelOf = (r: SetupRow) => String(r.label);

/** System Setup > Metric Setup (issue 13): one row per metric, edited, never created or removed. */
export const MetricSetupPage = observer(function MetricSetupPage() {
  const vm = useViewModel(MetricSetupViewModel);
  useEffect(() => void vm.load(), [vm]);
  return (
    <ResourceSetupScreen
      entry={metricSetupResource}
      editor={vm.records}
      texts={{
        title: 'Metric Setup',
        intro: 'Thresholds, danger state, stacked bar and the label of each metric. Metrics without a saved setup use the defaults (danger 70, caution 90, standard 95).',
        empty: 'No metrics.',
      }}
      helpKey="settings-metric-setup/metrics"
      testIds={{ page: settingsMetricSetupIds.page, table: settingsMetricSetupIds.table, dialog: settingsMetricSetupIds.dialog }}
      rows={vm.rows}
      table={{
        dataKey: 'metric_key',
        actionsWidth: '5rem',
        rowName: labelOf,
        canRemove: () => false,
        multiSelection: { selected: vm.selectedRows, onSelect: (rows) => vm.select(rows) },
        cells: { label: (r) => (r.override ? <strong>{labelOf(r)}</strong> : labelOf(r)) },
      }}
      editRecord={vm.formValues}
      dialogHeader={(editing, canWrite) => `${canWrite ? 'Edit' : 'View'} ${String(editing.row?.metric_key)}`}
      onSave={(values) => vm.save(values)}
      onRemove={() => Promise.resolve()}
      before={<ThresholdsForManyBar vm={vm} />}
    />
  );
});
