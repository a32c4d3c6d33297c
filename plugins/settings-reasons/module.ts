import { ContainerModule } from 'inversify';
import { reasonSchema } from '../../core/forms';
import { ConfirmDialog, HttpClient, ProfileRefresh, SessionStore, Toasts } from '../../workbench/api';
import { RecordEditor } from '../../workbench/kit/setup-records/record-editor';
import { ReasonsViewModel } from './reasons.view-model';
import { REASONS_TEXT } from './texts';

export const settingsReasonsModule = new ContainerModule(({ bind }) => {
  bind(ReasonsViewModel).toDynamicValue(
    (ctx) =>
      new ReasonsViewModel(
        new RecordEditor(ctx.get<HttpClient>(HttpClient), ctx.get<Toasts>(Toasts), ctx.get<ConfirmDialog>(ConfirmDialog), ctx.get<SessionStore>(SessionStore), {
          resource: 'reason',
          schema: reasonSchema,
          removeConfirmation: (r) => REASONS_TEXT.remove(String(r.name)),
        }),
        ctx.get<ProfileRefresh>(ProfileRefresh),
      ),
  );
});
