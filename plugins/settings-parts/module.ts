import { ContainerModule } from 'inversify';
import { machinePartResource, operationResource, partResource } from '../../core/resources';
import { BackendState, bindService } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS, RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { PartsViewModel } from './parts.view-model';
import { PARTS_TEXT } from './texts';

/** The Parts screen's view-model is transient (one per open screen). */
export const settingsPartsModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    PartsViewModel,
    ({ backend, ...services }) =>
      new PartsViewModel(
        new RecordEditor(services, resourceEditorOptions(partResource, (r) => PARTS_TEXT.removePart(String(r.name)))),
        new RecordEditor(services, resourceEditorOptions(operationResource, (r) => PARTS_TEXT.removeOperation(String(r.name)))),
        new RegenProgress(services.http, backend),
        services.confirm,
        new RecordEditor(services, resourceEditorOptions(machinePartResource, () => ({ header: '', message: '' }))),
      ),
    { ...RECORD_EDITOR_TOKENS, backend: BackendState },
  );
});
