import { ContainerModule } from 'inversify';
import { Clock } from '../../core/platform';
import { entityResource, machinePartResource, partResource, shiftResource } from '../../core/resources';
import { BackendState, bindService } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS, RecordEditor, resourceEditorOptions } from '../../workbench/kit/setup-records/record-editor';
import { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { ProductionPlanViewModel } from './production-plan.view-model';
import { PLAN_TEXT } from './texts';

const neverRemoved = () => ({ header: '', message: '' });

/** The screen's view-model is transient (one per open screen); it reads the lists through the generic editors. */
export const settingsProductionPlanModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    ProductionPlanViewModel,
    ({ backend, clock, ...services }) =>
      new ProductionPlanViewModel(
        services,
        {
          machines: new RecordEditor(services, { ...resourceEditorOptions(entityResource, neverRemoved), params: { category: 'MACHINE' } }) as never,
          parts: new RecordEditor(services, resourceEditorOptions(partResource, neverRemoved)) as never,
          shifts: new RecordEditor(services, resourceEditorOptions(shiftResource, neverRemoved)) as never,
          rates: new RecordEditor(services, resourceEditorOptions(machinePartResource, (r) => PLAN_TEXT.removeRate(String(r.part_name)))),
        },
        new RegenProgress(services.http, backend),
        clock,
      ),
    { ...RECORD_EDITOR_TOKENS, backend: BackendState, clock: Clock },
  );
});
