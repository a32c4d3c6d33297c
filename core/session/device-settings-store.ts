import type { KeyValueStore } from '../platform';
import { defaultDeviceSettings, DEVICE_SETTINGS_KEY, withDeviceId, type DeviceSettings } from './device-settings';
import { VersionedStore } from './versioned-store';

/**
 * Document 3 §3's device settings in local storage, stamped like the app store (a new build stamp
 * drops them, document 1 §3). The device id is made on first use and written at once, so every tab
 * and every reload of this browser reads the same one.
 */
export function createDeviceSettingsStore(local: KeyValueStore, newId: () => string): VersionedStore<DeviceSettings> {
  const store = new VersionedStore<DeviceSettings>(local, DEVICE_SETTINGS_KEY, defaultDeviceSettings);
  if (!store.value.deviceid) store.update((s) => withDeviceId(s, newId));
  return store;
}
