export { mapDesigner } from './manifest';
