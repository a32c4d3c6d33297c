import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { SHIFT_DEFAULT_COLOUR, shiftResource } from '../../core/resources';
import { useViewModel } from '../../workbench/api';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { RegenBanner } from '../../workbench/kit/setup-records/regen-banner';
import { ResourceSetupScreen } from '../../workbench/kit/setup-records/resource-setup-screen';
import { ShiftsViewModel } from './shifts.view-model';
import { settingsShiftsIds } from './test-ids';
import { SHIFTS_TEXT } from './texts';

const CELLS = {
  name: (r: SetupRow) => (
    <span>
      <span className="colour-swatch" style={{ background: String(r.color ?? 'transparent') }} aria-hidden="true" />
      {String(r.name)}
    </span>
  ),
  end_time: (r: SetupRow) => `${String(r.end_time)}${String(r.end_time) <= String(r.start_time) ? ` (${SHIFTS_TEXT.overnight})` : ''}`,
};
const withColour = (row: SetupRow) => ({ ...row, color: row.color ?? SHIFT_DEFAULT_COLOUR });

/** System Setup > Shifts (the 'Shift Management' the shift-time warnings point to). */
export const ShiftsPage = observer(function ShiftsPage() {
  const vm = useViewModel(ShiftsViewModel);
  const { shifts } = vm;
  useEffect(() => void vm.load(), [vm]);
  const nextPosition = Math.max(0, ...shifts.rows.map((r) => Number(r.position))) + 1;
  const newRecord = useMemo(() => ({ ...shiftResource.newRecord, position: nextPosition }), [nextPosition]);
  return (
    <ResourceSetupScreen
      entry={shiftResource}
      editor={shifts}
      texts={{ title: SHIFTS_TEXT.title, intro: SHIFTS_TEXT.intro, createLabel: SHIFTS_TEXT.newShift, empty: SHIFTS_TEXT.empty }}
      helpKey="settings-shifts/shifts"
      testIds={settingsShiftsIds}
      table={{ cells: CELLS }}
      newRecord={newRecord}
      editRecord={withColour}
      onSave={(values, id) => vm.save(values, id)}
      onRemove={(row) => vm.remove(row)}
      before={
        <>
          <p className="field-hint">{SHIFTS_TEXT.timeZone(vm.timeZone)}</p>
          <RegenBanner progress={vm.regen} testId={settingsShiftsIds.regen} />
        </>
      }
    />
  );
});
