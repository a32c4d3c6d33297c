import { ContainerModule } from 'inversify';
import { ConfirmDialog, HttpClient, SessionStore, Toasts } from '../../workbench/api';
import { MaintenanceNoticesViewModel } from './maintenance-notices.view-model';

/** The plugin's services; the view-model is transient (one per open screen). */
export const superviseModule = new ContainerModule(({ bind }) => {
  bind(MaintenanceNoticesViewModel).toDynamicValue(
    (ctx) =>
      new MaintenanceNoticesViewModel(
        ctx.get<HttpClient>(HttpClient),
        ctx.get<ConfirmDialog>(ConfirmDialog),
        ctx.get<Toasts>(Toasts),
        ctx.get<SessionStore>(SessionStore),
        // The banner's locale (workbench/core.module.ts): the browser's, en-US outside one.
        globalThis.navigator?.language ?? 'en-US',
      ),
  );
});
