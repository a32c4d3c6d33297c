export { settingsMetricSetup } from './manifest';
