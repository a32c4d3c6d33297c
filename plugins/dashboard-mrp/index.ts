export { dashboardMrp } from './manifest';
