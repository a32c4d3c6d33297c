export { explorerMap } from './manifest';
