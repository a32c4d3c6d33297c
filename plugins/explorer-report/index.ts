export { explorerReport } from './manifest';
