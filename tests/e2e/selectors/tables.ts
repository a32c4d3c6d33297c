/** data-testids of the data tables, reports and admin data screens (defined beside their components). */
export { dataTableIds } from '../../../workbench/kit/data-table/test-ids';
export { locationsIds } from '../../../plugins/settings-locations/test-ids';
export { shareIds } from '../../../workbench/kit/share/test-ids';
