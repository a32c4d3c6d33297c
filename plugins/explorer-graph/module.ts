import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { BackendState, bindService, DataRefresh, EntityTree, GraphqlClient, HttpClient, SessionStore, Toasts } from '../../workbench/api';
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
  bindService(bind, ResultRowsSource, ({ graphql }) => new GraphqlResultRows(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, MachineDataSource, ({ http, graphql }) => new HttpMachineDataSource(http, graphql), { http: HttpClient, graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, DashboardCompute, () => (typeof Worker === 'undefined' ? new InPlaceDashboardCompute() : new WorkerDashboardCompute()), {}).inSingletonScope();
  bindService(bind, GraphViewModel, (deps) => new GraphViewModel(deps), {
    store: NavStore,
    tree: EntityTree,
    sessions: SessionStore,
    source: ResultRowsSource,
    http: HttpClient,
    backendState: BackendState,
    refresh: DataRefresh,
  });
  bindService(bind, MachineDashboardViewModel, (deps) => new MachineDashboardViewModel(deps), {
    store: NavStore,
    source: MachineDataSource,
    compute: DashboardCompute,
    toasts: Toasts,
    sessions: SessionStore,
    refresh: DataRefresh,
  });
});
