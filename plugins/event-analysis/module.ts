import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { Clock } from '../../core/platform';
import { DataRefresh, EntityTree, GraphqlClient, SessionStore, Toasts } from '../../workbench/api';
import { EventSource } from './event-source';
import { EventAnalysisViewModel } from './event-analysis.view-model';
import { GraphqlEventSource } from './graphql-event-source';

/** The event reader (GraphQL) and one view-model per open event analysis screen. */
export const eventAnalysisModule = new ContainerModule(({ bind }) => {
  bind(EventSource).toResolvedValue((c: GraphqlClient) => new GraphqlEventSource(c), [GraphqlClient]).inSingletonScope();
  bind(EventAnalysisViewModel).toResolvedValue(
    (s: NavStore, t: EntityTree, ss: SessionStore, e: EventSource, c: Clock, to: Toasts, d: DataRefresh) => new EventAnalysisViewModel(s, t, ss, e, c, to, d),
    [NavStore, EntityTree, SessionStore, EventSource, Clock, Toasts, DataRefresh],
  );
});
