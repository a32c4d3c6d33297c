export { eventAnalysis } from './manifest';
