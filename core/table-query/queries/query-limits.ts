/** Row limits of the fixed queries (spec document 2, section 9). */
export const DASHBOARD_ROW_LIMIT = 999_999;
export const MACHINE_KEYS_ROW_LIMIT = 99_999;
export const MAP_ROW_LIMIT = 99_999;
export const EVENT_ROW_LIMIT = 999_999;
export const INVENTORY_ROW_LIMIT = 99_999;
