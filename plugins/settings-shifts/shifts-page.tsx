import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useMemo, useState } from 'react';
import { useViewModel } from '../../workbench/api';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { keepFocusThrough } from '../../workbench/kit/form-controls/keep-focus';
import { RecordFormDialog, type FieldSpec } from '../../workbench/kit/setup-records/record-form-dialog';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import { SetupPage } from '../../workbench/kit/setup-records/setup-page';
import { ShiftsViewModel } from './shifts.view-model';
import { settingsShiftsIds } from './test-ids';
import { SHIFTS_TEXT } from './texts';

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'start_time', label: 'Start (HH:MM)', kind: 'time' },
  { name: 'end_time', label: 'End (HH:MM)', kind: 'time', hint: 'An end before the start runs past midnight.' },
  { name: 'position', label: 'Position', kind: 'number', min: 0, max: 100, step: 1 },
  { name: 'color', label: 'Colour', kind: 'color' },
];

/** System Setup > Shifts (the 'Shift Management' the shift-time warnings point to). */
export const ShiftsPage = observer(function ShiftsPage() {
  const vm = useViewModel(ShiftsViewModel);
  const { shifts } = vm;
  const [editing, setEditing] = useState<{ row?: SetupRow } | null>(null);
  useEffect(() => void vm.load(), [vm]);
  const canWrite = shifts.canWrite;
  const nextPosition = Math.max(0, ...shifts.rows.map((r) => Number(r.position))) + 1;
  const initial = useMemo(
    () => (editing?.row ? { ...editing.row, color: editing.row.color ?? '#3b82f6' } : { name: '', start_time: '', end_time: '', position: nextPosition, color: '#3b82f6' }),
    [editing, nextPosition],
  );
  return (
    <SetupPage
      title={SHIFTS_TEXT.title}
      intro={SHIFTS_TEXT.intro}
      helpKey="settings-shifts/shifts"
      testId={settingsShiftsIds.page}
      canWrite={canWrite}
      isDemo={shifts.isDemo}
      createLabel={SHIFTS_TEXT.newShift}
      onCreate={() => setEditing({})}
    >
      <p className="field-hint">{SHIFTS_TEXT.timeZone(vm.timeZone)}</p>
      <RegenBanner progress={vm.regen} testId={settingsShiftsIds.regen} />
      {shifts.loadError && <p role="alert">{shifts.loadError}</p>}
      <DataTable value={shifts.rows} dataKey="id" loading={shifts.loading} emptyMessage={SHIFTS_TEXT.empty} size="small" stripedRows data-testid={settingsShiftsIds.table} aria-label="Shifts">
        <Column field="position" header="Position" style={{ width: '6rem' }} />
        <Column
          field="name"
          header="Name"
          body={(r: SetupRow) => (
            <span>
              <span className="colour-swatch" style={{ background: String(r.color ?? 'transparent') }} aria-hidden="true" />
              {String(r.name)}
            </span>
          )}
        />
        <Column field="start_time" header="Start" />
        <Column field="end_time" header="End" body={(r: SetupRow) => `${String(r.end_time)}${String(r.end_time) <= String(r.start_time) ? ` (${SHIFTS_TEXT.overnight})` : ''}`} />
        <Column
          header="Actions"
          style={{ width: '7rem' }}
          body={(r: SetupRow) => (
            <div className="row-actions">
              <Button icon={canWrite ? 'pi pi-pencil' : 'pi pi-eye'} text rounded aria-label={`${canWrite ? 'Edit' : 'View'} ${String(r.name)}`} onClick={() => setEditing({ row: r })} />
              {canWrite && <Button icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${String(r.name)}`} onClick={(e) => void keepFocusThrough(e.currentTarget, () => vm.remove(r))} />}
            </div>
          )}
        />
      </DataTable>
      <RecordFormDialog
        header={`${editing?.row ? (canWrite ? 'Edit' : 'View') : 'New'} ${SHIFTS_TEXT.edit}`}
        visible={editing !== null}
        fields={FIELDS}
        initial={initial}
        readOnly={!canWrite && !shifts.isDemo}
        isDemo={shifts.isDemo}
        saving={shifts.saving}
        onSubmit={(values) => vm.save(values, editing?.row?.id)}
        onHide={() => setEditing(null)}
        testId={settingsShiftsIds.dialog}
      />
    </SetupPage>
  );
});
