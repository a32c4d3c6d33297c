export { settingsProductionPlan } from './manifest';
