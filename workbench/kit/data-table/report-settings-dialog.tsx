import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { TableColumn } from './data-table-config';
import { dataTableIds } from './test-ids';

interface Entry {
  field: string;
  header: string;
  visible: boolean;
}

/** Report Settings (document 2 §2): which columns show and in which order. */
export function ReportSettingsDialog({
  columns,
  visible,
  onSave,
  onHide,
}: {
  columns: readonly TableColumn[];
  visible: readonly TableColumn[];
  onSave: (fields: string[]) => void;
  onHide: () => void;
}) {
  const [entries, setEntries] = useState<Entry[]>(() => {
    const shown = visible.map((c) => ({ field: c.field, header: c.header, visible: true }));
    const rest = columns.filter((c) => !visible.includes(c)).map((c) => ({ field: c.field, header: c.header, visible: false }));
    return [...shown, ...rest];
  });
  const move = (i: number, by: number) =>
    setEntries((list) => {
      const j = i + by;
      if (j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });
  const chosen = entries.filter((e) => e.visible).map((e) => e.field);
  return (
    <Dialog
      header="Report Settings"
      visible
      onHide={onHide}
      style={{ width: 'min(30rem, 95vw)' }}
      data-testid={dataTableIds.settingsDialog}
      footer={
        <div className="dt-dialog-footer">
          <Button label="Cancel" text onClick={onHide} />
          <Button label="Save" icon="pi pi-check" disabled={chosen.length === 0} onClick={() => onSave(chosen)} />
        </div>
      }
    >
      <p className="dt-hint">Choose the columns to show and their order.</p>
      <ul className="dt-settings-list" aria-label="Columns">
        {entries.map((e, i) => (
          <li key={e.field} className="dt-settings-item">
            <Checkbox
              inputId={`dt-col-${e.field}`}
              checked={e.visible}
              onChange={(ev) => setEntries((list) => list.map((x) => (x.field === e.field ? { ...x, visible: ev.checked === true } : x)))}
            />
            <label htmlFor={`dt-col-${e.field}`}>{e.header}</label>
            <Button icon="pi pi-arrow-up" text size="small" aria-label={`Move ${e.header} up`} disabled={i === 0} onClick={() => move(i, -1)} />
            <Button icon="pi pi-arrow-down" text size="small" aria-label={`Move ${e.header} down`} disabled={i === entries.length - 1} onClick={() => move(i, 1)} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
