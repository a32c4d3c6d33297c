export { dashboardPaintline } from './manifest';
