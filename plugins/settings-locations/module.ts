import { ContainerModule } from 'inversify';
import { TableQuery } from '../../core/table-query';
import { bindService, GraphqlClient } from '../../workbench/api';
import { GraphqlTableQuery } from '../../workbench/kit/data-table/graphql-table-query';
import { RECORD_EDITOR_TOKENS } from '../../workbench/kit/setup-records/record-editor';
import { RecordAdminViewModel } from './record-admin.view-model';
import { INVENTORY_KIND, LOCATION_KIND } from './record-kinds';
import { InventoryAdmin, LocationAdmin } from './tokens';

/** The admin screens' services: the table reader and one view-model per open screen. */
export const settingsLocationsModule = new ContainerModule(({ bind }) => {
  bindService(bind, TableQuery, ({ graphql }) => new GraphqlTableQuery(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, InventoryAdmin, (services) => new RecordAdminViewModel(INVENTORY_KIND, services), RECORD_EDITOR_TOKENS);
  bindService(bind, LocationAdmin, (services) => new RecordAdminViewModel(LOCATION_KIND, services), RECORD_EDITOR_TOKENS);
});
