export { dashboardCoating } from './manifest';
