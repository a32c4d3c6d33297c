import { ContainerModule } from 'inversify';
import { TableQuery } from '../../core/table-query';
import { bindService, ConfirmDialog, GraphqlClient, HttpClient, SessionStore, Toasts } from '../../workbench/api';
import { GraphqlTableQuery } from '../../workbench/kit/data-table/graphql-table-query';
import { RecordAdminViewModel } from './record-admin.view-model';
import { INVENTORY_KIND, LOCATION_KIND } from './record-kinds';
import { InventoryAdmin, LocationAdmin } from './tokens';

/** The admin screens' services: the table reader and one view-model per open screen. */
export const settingsLocationsModule = new ContainerModule(({ bind }) => {
  bindService(bind, TableQuery, ({ graphql }) => new GraphqlTableQuery(graphql), { graphql: GraphqlClient }).inSingletonScope();
  const deps = { http: HttpClient, toasts: Toasts, confirm: ConfirmDialog, sessions: SessionStore };
  bindService(bind, InventoryAdmin, (services) => new RecordAdminViewModel(INVENTORY_KIND, services), deps);
  bindService(bind, LocationAdmin, (services) => new RecordAdminViewModel(LOCATION_KIND, services), deps);
});
