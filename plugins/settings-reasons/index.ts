export { settingsReasons } from './manifest';
