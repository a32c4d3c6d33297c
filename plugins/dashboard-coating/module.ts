import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { GraphqlClient, HttpClient, Toasts } from '../../workbench/api';
import { CoatingSource, GraphqlCoatingSource } from './coating-source';
import { KpiViewModel } from './kpi.view-model';
import { PerformanceViewModel } from './performance.view-model';

export const dashboardCoatingModule = new ContainerModule(({ bind }) => {
  bind(CoatingSource).toResolvedValue((c: GraphqlClient) => new GraphqlCoatingSource(c), [GraphqlClient]).inSingletonScope();
  bind(KpiViewModel).toResolvedValue((n: NavStore, s: CoatingSource, h: HttpClient, t: Toasts) => new KpiViewModel(n, s, h, t), [NavStore, CoatingSource, HttpClient, Toasts]);
  bind(PerformanceViewModel).toResolvedValue((n: NavStore, s: CoatingSource) => new PerformanceViewModel(n, s), [NavStore, CoatingSource]);
});
