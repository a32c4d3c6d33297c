export { explorerGraph } from './manifest';
