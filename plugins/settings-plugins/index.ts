export { settingsPlugins } from './manifest';
