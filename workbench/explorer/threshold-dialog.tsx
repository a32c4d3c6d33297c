import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useState } from 'react';
import { THRESHOLD_MAX, THRESHOLD_MIN } from '../../core/metrics';
import type { MetricManagementViewModel } from './metric-management.view-model';

type Field = 'red' | 'yellow' | 'checkThreshold';
const FIELDS: ReadonlyArray<[Field, string]> = [['red', 'Red'], ['yellow', 'Yellow'], ['checkThreshold', 'Check']];

/** A metric's threshold settings: red, yellow and check, each 0..100 (document 1 §5). */
export const ThresholdDialog = observer(function ThresholdDialog({ vm }: { vm: MetricManagementViewModel }) {
  const key = vm.settingsFor;
  const mode = key ? vm.layout.display_modes[key] : undefined;
  const [values, setValues] = useState<Record<Field, number | null>>({ red: null, yellow: null, checkThreshold: null });
  useEffect(() => {
    if (mode) setValues({ red: mode.red, yellow: mode.yellow, checkThreshold: mode.checkThreshold });
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- reset when another metric opens
  const outOfRange = (v: number | null) => v === null || v < THRESHOLD_MIN || v > THRESHOLD_MAX;
  const invalid = FIELDS.some(([f]) => outOfRange(values[f]));
  return (
    <Dialog header={key ? `${vm.label(key)} thresholds` : 'Thresholds'} visible={key !== null} onHide={() => vm.openSettings(null)} style={{ width: '22rem' }}>
      {FIELDS.map(([f, text]) => (
        <div key={f} className="explorer-field">
          <label htmlFor={`threshold-${f}`}>{text} (%)</label>
          <InputNumber
            inputId={`threshold-${f}`}
            value={values[f]}
            onValueChange={(e) => setValues({ ...values, [f]: e.value ?? null })}
            invalid={outOfRange(values[f])}
            aria-invalid={outOfRange(values[f])}
          />
          {outOfRange(values[f]) && <small className="p-error">Between {THRESHOLD_MIN} and {THRESHOLD_MAX}.</small>}
        </div>
      ))}
      <Button
        label="Save"
        disabled={invalid}
        onClick={() => key && vm.saveThresholds(key, { red: values.red ?? NaN, yellow: values.yellow ?? NaN, checkThreshold: values.checkThreshold ?? NaN })}
      />
    </Dialog>
  );
});
