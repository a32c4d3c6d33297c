import { ContainerModule } from 'inversify';
import { entitySchema } from '../../core/forms';
import { BackendState, ConfirmDialog, HttpClient, ProfileRefresh, SessionStore, Toasts } from '../../workbench/api';
import { RecordEditor } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { EntitiesViewModel } from './entities.view-model';

export const settingsEntitiesModule = new ContainerModule(({ bind }) => {
  bind(EntitiesViewModel).toDynamicValue((ctx) => {
    const http = ctx.get<HttpClient>(HttpClient);
    return new EntitiesViewModel(
      new RecordEditor(http, ctx.get<Toasts>(Toasts), ctx.get<ConfirmDialog>(ConfirmDialog), ctx.get<SessionStore>(SessionStore), {
        resource: 'entity',
        schema: entitySchema,
        removeConfirmation: (r) => ({ header: 'Remove Entity', message: `Are you sure you want to remove ${String(r.name)} and everything below it? Disabling keeps its history.` }),
      }),
      new RegenProgress(http, ctx.get<BackendState>(BackendState)),
      ctx.get<ProfileRefresh>(ProfileRefresh),
    );
  });
});
