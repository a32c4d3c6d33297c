import { ContainerModule } from 'inversify';
import { shiftResource } from '../../core/resources';
import { BackendState, ConfirmDialog, HttpClient, ProfileRefresh, SessionStore, Toasts } from '../../workbench/api';
import { RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { ShiftsViewModel } from './shifts.view-model';
import { SHIFTS_TEXT } from './texts';

export const settingsShiftsModule = new ContainerModule(({ bind }) => {
  bind(ShiftsViewModel).toDynamicValue((ctx) => {
    const http = ctx.get<HttpClient>(HttpClient);
    const sessions = ctx.get<SessionStore>(SessionStore);
    return new ShiftsViewModel(
      new RecordEditor(http, ctx.get<Toasts>(Toasts), ctx.get<ConfirmDialog>(ConfirmDialog), sessions, resourceEditorOptions(shiftResource, (r) => SHIFTS_TEXT.remove(String(r.name)))),
      new RegenProgress(http, ctx.get<BackendState>(BackendState)),
      ctx.get<ProfileRefresh>(ProfileRefresh),
      sessions,
    );
  });
});
