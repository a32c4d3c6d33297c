export { settingsEntities } from './manifest';
