export { explorerRanking } from './manifest';
