import { ContainerModule } from 'inversify';
import { operationResource, partResource } from '../../core/resources';
import { BackendState, ConfirmDialog, HttpClient, SessionStore, Toasts } from '../../workbench/api';
import { RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { PartsViewModel } from './parts.view-model';
import { PARTS_TEXT } from './texts';

/** The Parts screen's view-model is transient (one per open screen). */
export const settingsPartsModule = new ContainerModule(({ bind }) => {
  bind(PartsViewModel).toDynamicValue((ctx) => {
    const http = ctx.get<HttpClient>(HttpClient);
    const toasts = ctx.get<Toasts>(Toasts);
    const confirm = ctx.get<ConfirmDialog>(ConfirmDialog);
    const sessions = ctx.get<SessionStore>(SessionStore);
    return new PartsViewModel(
      new RecordEditor(http, toasts, confirm, sessions, resourceEditorOptions(partResource, (r) => PARTS_TEXT.removePart(String(r.name)))),
      new RecordEditor(http, toasts, confirm, sessions, resourceEditorOptions(operationResource, (r) => PARTS_TEXT.removeOperation(String(r.name)))),
      new RegenProgress(http, ctx.get<BackendState>(BackendState)),
      confirm,
    );
  });
});
