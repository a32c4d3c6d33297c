import type { AppState, DeviceSettings, VersionedStore } from '../../core/session';
import { serviceToken } from '../../core/platform';

/** The persisted app store of core/session (theme, loginUri, auth, downtime acknowledgements...). */
export type AppStore = VersionedStore<AppState>;
export const AppStore = serviceToken<AppStore>('workbench.AppStore');

/** Document 3 §3's device and user settings (device id, last user, kiosk, logout flag, zone, inventory view), in local storage. */
export type DeviceSettingsStore = VersionedStore<DeviceSettings>;
export const DeviceSettingsStore = serviceToken<DeviceSettingsStore>('workbench.DeviceSettingsStore');
