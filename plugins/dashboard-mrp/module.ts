import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { bindService, GraphqlClient, SessionStore } from '../../workbench/api';
import { AppStore } from '../../workbench/api/app-store';
import { GraphqlMrpSource, MrpSource } from './mrp-source';
import { MrpViewModel } from './mrp.view-model';

export const dashboardMrpModule = new ContainerModule(({ bind }) => {
  bindService(bind, MrpSource, ({ graphql }) => new GraphqlMrpSource(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, MrpViewModel, ({ nav, source, sessions, appStore }) => new MrpViewModel(nav, source, sessions, appStore), { nav: NavStore, source: MrpSource, sessions: SessionStore, appStore: AppStore });
});
