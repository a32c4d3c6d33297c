import { useContainer } from '../../api/use-service';
import { useEffect, useState } from 'react';
import { LocalStore, SessionStore as SessionKeyValueStore, type KeyValueStore } from '../../../core/platform';
import { TableQuery } from '../../../core/table-query';
import { DEFAULT_TIMEZONE } from '../../../core/session';
import { ConfirmDialog } from '../../api/confirm-dialog';
import { SessionStore } from '../../api/session';
import { GraphqlClient } from '../../api/graphql-client';
import { Toasts } from '../../api/toasts';
import { Scheduler } from '../../api/tokens';
import type { SchedulerLike } from 'rxjs';
import type { DataTableConfig } from './data-table-config';
import { DataTableViewModel } from './data-table.view-model';
import { GraphqlTableQuery } from './graphql-table-query';
import { AuthService } from '../../api/auth-service';
import { HttpClient } from '../../api/http-client';
import { serverXlsx } from '../export/server-xlsx-export';

/**
 * The table's view-model from the nearest container: a bound TableQuery (tests override it),
 * otherwise the GraphQL one; storage, toasts, confirm dialog and scheduler of the workbench.
 * Date-times in the signed-in profile's zone. Created once per mounted table and disposed with it.
 */
export function useDataTableViewModel(config: DataTableConfig): DataTableViewModel {
  const container = useContainer();
  const [vm] = useState(() => {
    const query = container.isBound(TableQuery) ? container.get<TableQuery>(TableQuery) : new GraphqlTableQuery(container.get<GraphqlClient>(GraphqlClient));
    return new DataTableViewModel(config, {
      query,
      session: container.get<KeyValueStore>(SessionKeyValueStore),
      local: container.get<KeyValueStore>(LocalStore),
      toasts: container.get<Toasts>(Toasts),
      confirm: container.get<ConfirmDialog>(ConfirmDialog),
      scheduler: container.get<SchedulerLike>(Scheduler),
      serverXlsx: container.isBound(AuthService) ? serverXlsx({ token: () => container.get<AuthService>(AuthService).token(), http: container.get<HttpClient>(HttpClient) }) : undefined,
      timeZone: (container.isBound(SessionStore) ? container.get<SessionStore>(SessionStore).current?.profile.timezone : undefined) || DEFAULT_TIMEZONE,
    });
  });
  useEffect(() => () => vm.dispose(), [vm]);
  return vm;
}
