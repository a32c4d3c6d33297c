export { explorerModel } from './manifest';
