export { settingsLocations } from './manifest';
