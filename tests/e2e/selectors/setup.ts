/** data-testids of the System Setup screens (defined beside the components that use them). */
export { settingsEntitiesIds } from '../../../plugins/settings-entities/test-ids';
export { settingsMetricSetupIds } from '../../../plugins/settings-metric-setup/test-ids';
export { settingsPartsIds } from '../../../plugins/settings-parts/test-ids';
export { settingsReasonsIds } from '../../../plugins/settings-reasons/test-ids';
export { settingsShiftsIds } from '../../../plugins/settings-shifts/test-ids';
export { productionPlanIds } from '../../../plugins/settings-production-plan/test-ids';
export { dataSourcesIds } from '../../../plugins/settings-data-sources/test-ids';
