export { company } from './manifest';
