import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { PLAN_COPY_DAYS_MAX } from '../../core/forms';
import { dayHeading } from './common/week-plan';
import { productionPlanIds } from './test-ids';
import { PLAN_TEXT } from './texts';

/** How many following days a day's plan is copied to (1 to 31). */
export function CopyDayDialog({ day, onCopy, onHide }: { day: string | null; onCopy(days: number): Promise<unknown>; onHide(): void }) {
  const [days, setDays] = useState('6');
  const [busy, setBusy] = useState(false);
  const n = Number(days);
  const valid = Number.isInteger(n) && n >= 1 && n <= PLAN_COPY_DAYS_MAX;
  const submit = async () => {
    setBusy(true);
    await onCopy(n);
    setBusy(false);
    onHide();
  };
  return (
    <Dialog header={PLAN_TEXT.copyHeader} visible={day !== null} onHide={onHide} data-testid={productionPlanIds.copyDialog} style={{ width: 'min(28rem, 95vw)' }}>
      {day && <p>{PLAN_TEXT.copyDay(dayHeading(day))}</p>}
      <label htmlFor="plan-copy-days">{PLAN_TEXT.copyDays}</label>
      <input id="plan-copy-days" className="p-inputtext" type="number" min={1} max={PLAN_COPY_DAYS_MAX} step={1} value={days} onChange={(e) => setDays(e.target.value)} aria-invalid={!valid} aria-describedby="plan-copy-days-hint" />
      <small id="plan-copy-days-hint" className={valid ? 'field-hint' : 'field-error'}>{`1 to ${PLAN_COPY_DAYS_MAX} days; a run already planned there is corrected, not doubled.`}</small>
      <div className="dialog-actions">
        <Button label="Cancel" text onClick={onHide} />
        <Button label="Copy" icon="pi pi-copy" onClick={() => void submit()} disabled={!valid || busy} loading={busy} />
      </div>
    </Dialog>
  );
}
