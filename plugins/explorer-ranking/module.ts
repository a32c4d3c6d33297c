import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { Clock } from '../../core/platform';
import { bindService, DataRefresh, EntityTree, GraphqlClient, HttpClient, SessionStore } from '../../workbench/api';
import { GraphqlRankingRows, RankingRows } from './ranking-rows';
import { RankingViewModel } from './ranking.view-model';

/** The row reader (GraphQL) and one view-model per open ranking. */
export const explorerRankingModule = new ContainerModule(({ bind }) => {
  bindService(bind, RankingRows, ({ graphql }) => new GraphqlRankingRows(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, RankingViewModel, (deps) => new RankingViewModel(deps), {
    store: NavStore,
    tree: EntityTree,
    sessions: SessionStore,
    source: RankingRows,
    http: HttpClient,
    clock: Clock,
    refresh: DataRefresh,
  });
});
