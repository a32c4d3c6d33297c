import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { bindService, GraphqlClient, SessionStore } from '../../workbench/api';
import { GraphqlMrpSource, MrpSource } from './mrp-source';
import { MrpViewModel } from './mrp.view-model';

export const dashboardMrpModule = new ContainerModule(({ bind }) => {
  bindService(bind, MrpSource, ({ graphql }) => new GraphqlMrpSource(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, MrpViewModel, ({ nav, source, sessions }) => new MrpViewModel(nav, source, sessions), { nav: NavStore, source: MrpSource, sessions: SessionStore });
});
