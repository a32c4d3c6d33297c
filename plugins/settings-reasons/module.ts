import { ContainerModule } from 'inversify';
import { reasonResource } from '../../core/resources';
import { ConfirmDialog, HttpClient, ProfileRefresh, SessionStore, Toasts } from '../../workbench/api';
import { RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { ReasonsViewModel } from './reasons.view-model';
import { REASONS_TEXT } from './texts';

export const settingsReasonsModule = new ContainerModule(({ bind }) => {
  bind(ReasonsViewModel).toDynamicValue(
    (ctx) =>
      new ReasonsViewModel(
        new RecordEditor(ctx.get<HttpClient>(HttpClient), ctx.get<Toasts>(Toasts), ctx.get<ConfirmDialog>(ConfirmDialog), ctx.get<SessionStore>(SessionStore), resourceEditorOptions(reasonResource, (r) => REASONS_TEXT.remove(String(r.name)))),
        ctx.get<ProfileRefresh>(ProfileRefresh),
      ),
  );
});
