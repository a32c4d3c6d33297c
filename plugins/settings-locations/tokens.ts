/** The two admin screens' view-models (one RecordAdminViewModel per kind). */
export const InventoryAdmin = Symbol.for('settings-locations.InventoryAdmin');
export const LocationAdmin = Symbol.for('settings-locations.LocationAdmin');
