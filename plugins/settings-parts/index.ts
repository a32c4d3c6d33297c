export { settingsParts } from './manifest';
