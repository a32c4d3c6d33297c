export { settingsDataSources } from './manifest';
