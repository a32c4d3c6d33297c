import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { Clock } from '../../core/platform';
import { bindService, DataRefresh, EntityTree, GraphqlClient, SessionStore, Toasts } from '../../workbench/api';
import { EventSource } from './event-source';
import { EventAnalysisViewModel } from './event-analysis.view-model';
import { GraphqlEventSource } from './graphql-event-source';

/** The event reader (GraphQL) and one view-model per open event analysis screen. */
export const eventAnalysisModule = new ContainerModule(({ bind }) => {
  bindService(bind, EventSource, ({ graphql }) => new GraphqlEventSource(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, EventAnalysisViewModel, (deps) => new EventAnalysisViewModel(deps), {
    store: NavStore,
    tree: EntityTree,
    sessions: SessionStore,
    source: EventSource,
    clock: Clock,
    toasts: Toasts,
    refresh: DataRefresh,
  });
});
