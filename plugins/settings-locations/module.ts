import { ContainerModule } from 'inversify';
import { TableQuery } from '../../core/table-query';
import { ConfirmDialog, GraphqlClient, HttpClient, SessionStore, Toasts } from '../../workbench/api';
import { GraphqlTableQuery } from '../../workbench/kit/data-table/graphql-table-query';
import { RecordAdminViewModel } from './record-admin.view-model';
import { INVENTORY_KIND, LOCATION_KIND } from './record-kinds';
import { InventoryAdmin, LocationAdmin } from './tokens';

/** The admin screens' services: the table reader and one view-model per open screen. */
export const settingsLocationsModule = new ContainerModule(({ bind }) => {
  bind(TableQuery).toResolvedValue((c: GraphqlClient) => new GraphqlTableQuery(c), [GraphqlClient]).inSingletonScope();
  const deps = [HttpClient, Toasts, ConfirmDialog, SessionStore] as const;
  bind(InventoryAdmin).toResolvedValue(
    (h: HttpClient, t: Toasts, c: ConfirmDialog, s: SessionStore) => new RecordAdminViewModel(INVENTORY_KIND, h, t, c, s),
    [...deps],
  );
  bind(LocationAdmin).toResolvedValue(
    (h: HttpClient, t: Toasts, c: ConfirmDialog, s: SessionStore) => new RecordAdminViewModel(LOCATION_KIND, h, t, c, s),
    [...deps],
  );
});
