import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { LabelledDropdown } from '../kit/form-controls/labelled-dropdown';
import { lazyDialog } from '../kit/lazy-dialog';
import type { MetricManagementViewModel } from './metric-management.view-model';
import { explorerIds } from './test-ids';

const MetricManagementDialog = lazyDialog(() => import('./metric-management-dialog').then((m) => m.MetricManagementDialog));

/** Visible Metrics: the active metric and the button that opens Metric Management. */
export const VisibleMetrics = observer(function VisibleMetrics({ vm, mapMode }: { vm: MetricManagementViewModel; mapMode: boolean }) {
  return (
    <section className="explorer-section" aria-label="Visible Metrics">
      <div className="explorer-section-head">
        <h3>Visible Metrics</h3>
        <Button icon="pi pi-sliders-h" label="Manage" size="small" text onClick={() => vm.showDialog(true)} aria-haspopup="dialog" />
      </div>
      <div className="explorer-field">
        <label htmlFor="explorer-metric">Metric</label>
        <LabelledDropdown
          label="Metric"
          inputId="explorer-metric"
          value={vm.activeMetric}
          options={vm.active.map((k) => ({ label: vm.label(k), value: k }))}
          onChange={(e) => vm.setActiveMetric(e.value)}
          data-testid={explorerIds.metric}
        />
      </div>
      <p className="explorer-muted">{vm.active.length} of 13 metrics visible</p>
      <MetricManagementDialog open={vm.dialogVisible} vm={vm} mapMode={mapMode} />
    </section>
  );
});
