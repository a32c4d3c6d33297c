export { supervise } from './manifest';
