import type { AppState, VersionedStore } from '../../core/session';
import { serviceToken } from '../../core/platform';

/** The persisted app store of core/session (theme, loginUri, auth, downtime acknowledgements...). */
export type AppStore = VersionedStore<AppState>;
export const AppStore = serviceToken<AppStore>('workbench.AppStore');
