import { ContainerModule } from 'inversify';
import { reasonResource } from '../../core/resources';
import { bindService, ProfileRefresh } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS, RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { ReasonsViewModel } from './reasons.view-model';
import { REASONS_TEXT } from './texts';

export const settingsReasonsModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    ReasonsViewModel,
    ({ profileRefresh, ...services }) =>
      new ReasonsViewModel(new RecordEditor(services, resourceEditorOptions(reasonResource, (r) => REASONS_TEXT.remove(String(r.name)))), profileRefresh),
    { ...RECORD_EDITOR_TOKENS, profileRefresh: ProfileRefresh },
  );
});
