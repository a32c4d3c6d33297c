import { ContainerModule } from 'inversify';
import { Clock } from '../../core/platform';
import { bindService } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS } from '../../workbench/kit/setup-records/record-editor';
import { DataSourcesViewModel } from './data-sources.view-model';

/** One view-model per open screen (it polls the live status while open). */
export const settingsDataSourcesModule = new ContainerModule(({ bind }) => {
  bindService(bind, DataSourcesViewModel, ({ clock, ...services }) => new DataSourcesViewModel(services, clock), { ...RECORD_EDITOR_TOKENS, clock: Clock });
});
