import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { BackendState, DataRefresh, EntityTree, GraphqlClient, HttpClient, SessionStore, ShareLinks, Toasts } from '../../workbench/api';
import { GraphqlResultRows } from './graphql-result-rows';
import { GraphViewModel } from './graph.view-model';
import { DashboardCompute, InPlaceDashboardCompute } from './machine/dashboard-compute';
import { HttpMachineDataSource } from './machine/http-machine-data-source';
import { MachineDataSource } from './machine/machine-data-source';
import { MachineDashboardViewModel } from './machine/machine-dashboard.view-model';
import { WorkerDashboardCompute } from './machine/worker-dashboard-compute';
import { ResultRowsSource } from './result-rows-source';

/**
 * The graph plugin's services: the result-row reader (GraphQL), the machine dashboard's data and
 * background computation, and one view-model per open dashboard.
 */
export const explorerGraphModule = new ContainerModule(({ bind }) => {
  bind(ResultRowsSource).toResolvedValue((c: GraphqlClient) => new GraphqlResultRows(c), [GraphqlClient]).inSingletonScope();
  bind(MachineDataSource).toResolvedValue((h: HttpClient, g: GraphqlClient) => new HttpMachineDataSource(h, g), [HttpClient, GraphqlClient]).inSingletonScope();
  bind(DashboardCompute)
    .toDynamicValue(() => (typeof Worker === 'undefined' ? new InPlaceDashboardCompute() : new WorkerDashboardCompute()))
    .inSingletonScope();
  bind(GraphViewModel).toResolvedValue(
    (s: NavStore, t: EntityTree, ss: SessionStore, r: ResultRowsSource, h: HttpClient, b: BackendState, d: DataRefresh) => new GraphViewModel(s, t, ss, r, h, b, d),
    [NavStore, EntityTree, SessionStore, ResultRowsSource, HttpClient, BackendState, DataRefresh],
  );
  bind(MachineDashboardViewModel).toResolvedValue(
    (s: NavStore, m: MachineDataSource, c: DashboardCompute, t: Toasts, ss: SessionStore, sh: ShareLinks, d: DataRefresh) => new MachineDashboardViewModel(s, m, c, t, ss, sh, d),
    [NavStore, MachineDataSource, DashboardCompute, Toasts, SessionStore, ShareLinks, DataRefresh],
  );
});
