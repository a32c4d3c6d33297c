import type { AppState, VersionedStore } from '../../core/session';

/** The persisted app store of core/session (theme, loginUri, auth, downtime acknowledgements...). */
export type AppStore = VersionedStore<AppState>;
export const AppStore = Symbol.for('workbench.AppStore');
