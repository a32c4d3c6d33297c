import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import type { DragEvent } from 'react';
import { DISPLAY_MODE_KINDS } from '../../core/metrics';
import type { MetricKey } from '../../core/model';
import type { MetricManagementViewModel } from './metric-management.view-model';
import { ThresholdDialog } from './threshold-dialog';

const DRAG_TYPE = 'application/x-oee-metric';
const MODE_LABELS = { report: 'Report', gauge: 'Gauge', check: 'Check' } as const;

function onDragStart(e: DragEvent, key: MetricKey) {
  e.dataTransfer.setData(DRAG_TYPE, key);
  e.dataTransfer.effectAllowed = 'move';
}

function dropped(e: DragEvent): MetricKey | undefined {
  const key = e.dataTransfer.getData(DRAG_TYPE);
  return key ? (key as MetricKey) : undefined;
}

/**
 * The Metric Management dialog: available and active lists; metrics are dragged between them, or
 * moved with the buttons beside each (keyboard and screen-reader users). In map mode every active
 * metric gets its display mode and a threshold settings dialog.
 */
export const MetricManagementDialog = observer(function MetricManagementDialog({ vm, mapMode }: { vm: MetricManagementViewModel; mapMode: boolean }) {
  const label = vm.label;
  return (
    <Dialog header="Metric Management" visible={vm.dialogVisible} onHide={() => vm.showDialog(false)} style={{ width: '48rem' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }}>
      <div className="metric-lists">
        <section
          aria-label="Available metrics"
          className="metric-list"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            const key = dropped(e);
            if (key) vm.deactivate(key);
          }}
        >
          <h4>Available</h4>
          <ul>
            {vm.available.length === 0 && <li className="explorer-muted">Every metric is visible.</li>}
            {vm.available.map((k) => (
              <li key={k} draggable onDragStart={(e) => onDragStart(e, k)} className="metric-item">
                <span>{label(k)}</span>
                <Button icon="pi pi-arrow-right" text size="small" aria-label={`Show ${label(k)}`} onClick={() => vm.activate(k)} />
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-label="Active metrics"
          className="metric-list"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            const key = dropped(e);
            if (key) vm.activate(key);
          }}
        >
          <h4>Active</h4>
          <ol>
            {vm.active.map((k, i) => (
              <li
                key={k}
                draggable
                onDragStart={(e) => onDragStart(e, k)}
                onDrop={(e) => {
                  e.stopPropagation();
                  const key = dropped(e);
                  if (key) vm.activate(key, i);
                }}
                className="metric-item"
              >
                <span>{label(k)}</span>
                <span className="metric-item-actions">
                  <Button icon="pi pi-arrow-up" text size="small" aria-label={`Move ${label(k)} up`} disabled={i === 0} onClick={() => vm.moveUp(k)} />
                  <Button icon="pi pi-arrow-down" text size="small" aria-label={`Move ${label(k)} down`} disabled={i === vm.active.length - 1} onClick={() => vm.moveDown(k)} />
                  <Button icon="pi pi-arrow-left" text size="small" aria-label={`Hide ${label(k)}`} onClick={() => vm.deactivate(k)} />
                </span>
                {mapMode && (
                  <span className="metric-item-modes" role="radiogroup" aria-label={`${label(k)} display mode`}>
                    {DISPLAY_MODE_KINDS.map((kind) => (
                      <span key={kind} className="explorer-check">
                        <RadioButton inputId={`mode-${k}-${kind}`} checked={vm.displayMode(k) === kind} onChange={() => vm.setDisplayMode(k, kind)} />
                        <label htmlFor={`mode-${k}-${kind}`}>{MODE_LABELS[kind]}</label>
                      </span>
                    ))}
                    <Button icon="pi pi-cog" text size="small" aria-label={`${label(k)} thresholds`} onClick={() => vm.openSettings(k)} />
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <ThresholdDialog vm={vm} />
    </Dialog>
  );
});
