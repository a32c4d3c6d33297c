import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { BackendState, EntityTree, GraphqlClient, HttpClient, SessionStore } from '../../workbench/api';
import { GraphqlResultRows } from './graphql-result-rows';
import { GraphViewModel } from './graph.view-model';
import { ResultRowsSource } from './result-rows-source';

/** The graph plugin's services: the result-row reader (GraphQL) and one view-model per open dashboard. */
export const explorerGraphModule = new ContainerModule(({ bind }) => {
  bind(ResultRowsSource).toResolvedValue((c: GraphqlClient) => new GraphqlResultRows(c), [GraphqlClient]).inSingletonScope();
  bind(GraphViewModel).toResolvedValue(
    (s: NavStore, t: EntityTree, ss: SessionStore, r: ResultRowsSource, h: HttpClient, b: BackendState) => new GraphViewModel(s, t, ss, r, h, b),
    [NavStore, EntityTree, SessionStore, ResultRowsSource, HttpClient, BackendState],
  );
});
