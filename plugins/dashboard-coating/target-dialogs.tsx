import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useId } from 'react';
import { DOWNTIME_KPI, KPI_DOWNTIME_MAX_MINUTES, KPI_METRICS, type KpiMetric } from './common/kpi-target';
import { KPI_LABELS, type KpiViewModel, type TargetForm } from './kpi.view-model';
import { coatingIds } from './test-ids';

function Field(props: { vm: KpiViewModel; field: keyof TargetForm; label: string; min?: number; max?: number; minFractionDigits?: number; suffix?: string }) {
  const id = useId();
  const error = props.vm.formErrors[props.field];
  return (
    <div className="target-field">
      <label htmlFor={id}>{props.label}</label>
      <InputNumber
        inputId={id}
        value={props.vm.form[props.field]}
        onValueChange={(e) => props.vm.setField(props.field, typeof e.value === 'number' ? e.value : null)}
        min={props.min}
        max={props.max}
        minFractionDigits={props.minFractionDigits ?? 0}
        maxFractionDigits={props.minFractionDigits ? 4 : 2}
        useGrouping={false}
        suffix={props.suffix}
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <small id={`${id}-error`} className="target-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/**
 * 'Target ...' (document 3 §2.4, §5): Target Value with at least one decimal; Expected Downtime
 * (minutes, 0 to 480) only for lf_per_hour_with_downtime; Yellow Threshold (%) from red to 100;
 * Red Threshold (%) from 0 to yellow.
 */
export const TargetEditorDialog = observer(function TargetEditorDialog({ vm }: { vm: KpiViewModel }) {
  const metric = vm.editing;
  const f = vm.form;
  return (
    <Dialog
      header={metric ? `Target ${KPI_LABELS[metric]}` : 'Target'}
      visible={metric !== null}
      onHide={() => vm.closeEditor()}
      style={{ width: '26rem' }}
      breakpoints={{ '640px': '100vw' }}
      data-testid={coatingIds.targetDialog}
    >
      {metric && (
        <form
          className="target-form"
          onSubmit={(e) => {
            e.preventDefault();
            void vm.save();
          }}
        >
          {!vm.combineShifts && metric !== 'lf_per_hour' && metric !== 'roll_to_roll_mins' && (
            <p className="target-note">One shift is shown: the target is that shift's share (a third of the daily target).</p>
          )}
          <Field vm={vm} field="target" label="Target Value" min={0} minFractionDigits={1} />
          {metric === DOWNTIME_KPI && <Field vm={vm} field="downtime" label="Expected Downtime (minutes)" min={0} max={KPI_DOWNTIME_MAX_MINUTES} />}
          <Field vm={vm} field="yellow" label="Yellow Threshold (%)" min={f.red ?? 0} max={100} />
          <Field vm={vm} field="red" label="Red Threshold (%)" min={0} max={f.yellow ?? 100} />
          <div className="target-actions">
            <Button type="button" label="Cancel" severity="secondary" outlined onClick={() => vm.closeEditor()} />
            <Button type="submit" label="Save" icon="pi pi-check" loading={vm.saving} />
          </div>
        </form>
      )}
    </Dialog>
  );
});

/** 'Update Target Value': 'Select a new data type' picks the metric whose target editor opens. */
export const UpdateTargetDialog = observer(function UpdateTargetDialog({ vm, visible, onHide }: { vm: KpiViewModel; visible: boolean; onHide: () => void }) {
  const id = useId();
  return (
    <Dialog header="Update Target Value" visible={visible} onHide={onHide} style={{ width: '24rem' }} breakpoints={{ '640px': '100vw' }} data-testid={coatingIds.updateTarget}>
      <div className="target-field">
        <label htmlFor={id}>Select a new data type</label>
        <Dropdown
          inputId={id}
          value={null}
          options={KPI_METRICS.map((m) => ({ label: KPI_LABELS[m], value: m }))}
          placeholder="Select a new data type"
          onChange={(e) => {
            onHide();
            vm.openEditor(e.value as KpiMetric);
          }}
        />
      </div>
    </Dialog>
  );
});
