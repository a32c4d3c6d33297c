import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useId, useState } from 'react';
import { DISABLED_FOR_DEMO } from '../../../core/errors';
import { goalPerHour, goalPerMinute, SLOW_PROD_THRESHOLD, sliderMaxSteps, sliderPercent, TIMELINE_BUCKET_MINUTES } from '../../../core/oee';

interface TimelineSettingsProps {
  visible: boolean;
  steps: number;
  goalPps: number;
  smallScreen: boolean;
  canSave: boolean;
  saving: boolean;
  onSave(steps: number): Promise<boolean>;
  onHide(): void;
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * The timeline's settings (document 2 §9): the average window in 15-minute steps on the slider's
 * scale (6.25 % of the track per step, 6.75 % on small screens), the goal per minute and per hour,
 * and the slow/production threshold at half of the goal.
 */
export function TimelineSettingsDialog({ visible, steps, goalPps, smallScreen, canSave, saving, onSave, onHide }: TimelineSettingsProps) {
  const max = sliderMaxSteps(smallScreen);
  const [value, setValue] = useState(Math.min(steps, max));
  useEffect(() => setValue(Math.min(steps, max)), [steps, max, visible]);
  const sliderId = useId();
  const footer = (
    <div>
      <Button label="Cancel" text onClick={onHide} />
      <Button
        label="Save"
        icon="pi pi-check"
        loading={saving}
        disabled={!canSave}
        tooltip={canSave ? undefined : DISABLED_FOR_DEMO}
        tooltipOptions={{ showOnDisabled: true }}
        onClick={() => void onSave(value).then((ok) => ok && onHide())}
      />
    </div>
  );
  return (
    <Dialog header="Timeline Settings" visible={visible} onHide={onHide} footer={footer} style={{ width: '32rem' }} breakpoints={{ '640px': '95vw' }}>
      <label htmlFor={sliderId} className="machine-slider-label">
        Average window: <strong>{value * TIMELINE_BUCKET_MINUTES} minutes</strong> ({value} × {TIMELINE_BUCKET_MINUTES} min)
      </label>
      <input
        id={sliderId}
        className="machine-slider"
        type="range"
        min={1}
        max={max}
        step={1}
        value={value}
        onChange={(e) => setValue(Number(e.target.value))}
        aria-valuetext={`${value * TIMELINE_BUCKET_MINUTES} minutes`}
        style={{ width: `${sliderPercent(max, smallScreen)}%` }}
      />
      <dl className="machine-settings-facts">
        <dt>Goal per minute</dt>
        <dd>{fmt(goalPerMinute(goalPps))}</dd>
        <dt>Goal per hour</dt>
        <dd>{fmt(goalPerHour(goalPps))}</dd>
        <dt>Slow below</dt>
        <dd>{SLOW_PROD_THRESHOLD * 100} % of the goal ({fmt(SLOW_PROD_THRESHOLD * goalPps * TIMELINE_BUCKET_MINUTES * 60)} units per quarter hour)</dd>
      </dl>
    </Dialog>
  );
}
