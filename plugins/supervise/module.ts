import { ContainerModule } from 'inversify';
import { bindService, ConfirmDialog, HttpClient, SessionStore, Toasts } from '../../workbench/api';
import { MaintenanceNoticesViewModel } from './maintenance-notices.view-model';

/** The plugin's services; the view-model is transient (one per open screen). */
export const superviseModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    MaintenanceNoticesViewModel,
    // The banner's locale (workbench/core.module.ts): the browser's, en-US outside one.
    ({ http, confirm, toasts, sessions }) => new MaintenanceNoticesViewModel(http, confirm, toasts, sessions, globalThis.navigator?.language ?? 'en-US'),
    { http: HttpClient, confirm: ConfirmDialog, toasts: Toasts, sessions: SessionStore },
  );
});
