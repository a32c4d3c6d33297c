export { publicSite } from './manifest';
