import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { bindService, GraphqlClient, HttpClient, Toasts } from '../../workbench/api';
import { CoatingSource, GraphqlCoatingSource } from './coating-source';
import { KpiViewModel } from './kpi.view-model';
import { PerformanceViewModel } from './performance.view-model';

export const dashboardCoatingModule = new ContainerModule(({ bind }) => {
  bindService(bind, CoatingSource, ({ graphql }) => new GraphqlCoatingSource(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, KpiViewModel, ({ nav, source, http, toasts }) => new KpiViewModel(nav, source, http, toasts), {
    nav: NavStore,
    source: CoatingSource,
    http: HttpClient,
    toasts: Toasts,
  });
  bindService(bind, PerformanceViewModel, ({ nav, source }) => new PerformanceViewModel(nav, source), { nav: NavStore, source: CoatingSource });
});
