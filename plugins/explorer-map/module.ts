import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { bindService, DataRefresh, EntityTree, GraphqlClient, HttpClient, MapDesigns, SessionStore } from '../../workbench/api';
import { GraphqlMapRows } from './graphql-map-rows';
import { MapRowsSource } from './map-rows-source';
import { MapViewerViewModel } from './map-viewer.view-model';

/** Map mode's services: the map query over GraphQL and one view-model per open map. */
export const explorerMapModule = new ContainerModule(({ bind }) => {
  bindService(bind, MapRowsSource, ({ graphql, http }) => new GraphqlMapRows(graphql, http), { graphql: GraphqlClient, http: HttpClient }).inSingletonScope();
  bindService(bind, MapViewerViewModel, (deps) => new MapViewerViewModel(deps), {
    store: NavStore,
    designs: MapDesigns,
    source: MapRowsSource,
    tree: EntityTree,
    refresh: DataRefresh,
    sessions: SessionStore,
  });
});
