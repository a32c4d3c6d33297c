import { ContainerModule } from 'inversify';
import { entitySchema } from '../../core/forms';
import { BackendState, bindService, ProfileRefresh } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS, RecordEditor } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { EntitiesViewModel } from './entities.view-model';

export const settingsEntitiesModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    EntitiesViewModel,
    ({ backend, profileRefresh, ...services }) =>
      new EntitiesViewModel(
        new RecordEditor(services, {
          resource: 'entity',
          schema: entitySchema,
          removeConfirmation: (r) => ({ header: 'Remove Entity', message: `Are you sure you want to remove ${String(r.name)} and everything below it? Disabling keeps its history.` }),
        }),
        new RegenProgress(services.http, backend),
        profileRefresh,
      ),
    { ...RECORD_EDITOR_TOKENS, backend: BackendState, profileRefresh: ProfileRefresh },
  );
});
