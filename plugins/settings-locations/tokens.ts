import { serviceToken } from '../../core/platform';
import type { RecordAdminViewModel } from './record-admin.view-model';
/** The two admin screens' view-models (one RecordAdminViewModel per kind). */
export const InventoryAdmin = serviceToken<RecordAdminViewModel>('settings-locations.InventoryAdmin');
export const LocationAdmin = serviceToken<RecordAdminViewModel>('settings-locations.LocationAdmin');
