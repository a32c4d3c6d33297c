import { ContainerModule } from 'inversify';
import { shiftResource } from '../../core/resources';
import { BackendState, bindService, ProfileRefresh } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS, RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { ShiftsViewModel } from './shifts.view-model';
import { SHIFTS_TEXT } from './texts';

export const settingsShiftsModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    ShiftsViewModel,
    ({ backend, profileRefresh, ...services }) =>
      new ShiftsViewModel(
        new RecordEditor(services, resourceEditorOptions(shiftResource, (r) => SHIFTS_TEXT.remove(String(r.name)))),
        new RegenProgress(services.http, backend),
        profileRefresh,
        services.sessions,
      ),
    { ...RECORD_EDITOR_TOKENS, backend: BackendState, profileRefresh: ProfileRefresh },
  );
});
