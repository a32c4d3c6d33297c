export * from './message';
export * from './settings';
export * from './counter';
export * from './umh-states';
export * from './parse-message';
export { valueAt } from './json-format';
export * from './data-source';
export * from './opcua-settings';
export { mappedSignal } from './mapped-signals';
