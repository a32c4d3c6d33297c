export { settingsShifts } from './manifest';
