import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { DataRefresh, EntityTree, GraphqlClient, MapDesigns } from '../../workbench/api';
import { GraphqlMapRows } from './graphql-map-rows';
import { MapRowsSource } from './map-rows-source';
import { MapViewerViewModel } from './map-viewer.view-model';

/** Map mode's services: the map query over GraphQL and one view-model per open map. */
export const explorerMapModule = new ContainerModule(({ bind }) => {
  bind(MapRowsSource).toResolvedValue((c: GraphqlClient) => new GraphqlMapRows(c), [GraphqlClient]).inSingletonScope();
  bind(MapViewerViewModel).toResolvedValue(
    (s: NavStore, d: MapDesigns, r: MapRowsSource, t: EntityTree, x: DataRefresh) => new MapViewerViewModel(s, d, r, t, x),
    [NavStore, MapDesigns, MapRowsSource, EntityTree, DataRefresh],
  );
});
