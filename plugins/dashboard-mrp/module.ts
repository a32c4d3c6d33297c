import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { GraphqlClient, SessionStore } from '../../workbench/api';
import { GraphqlMrpSource, MrpSource } from './mrp-source';
import { MrpViewModel } from './mrp.view-model';

export const dashboardMrpModule = new ContainerModule(({ bind }) => {
  bind(MrpSource).toResolvedValue((c: GraphqlClient) => new GraphqlMrpSource(c), [GraphqlClient]).inSingletonScope();
  bind(MrpViewModel).toResolvedValue((n: NavStore, s: MrpSource, ss: SessionStore) => new MrpViewModel(n, s, ss), [NavStore, MrpSource, SessionStore]);
});
