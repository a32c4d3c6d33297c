export * from './plant-resources';
export * from './production-resources';
export * from './resource-catalogue';
export * from './resource-entry';
export * from './setup-resource';
export * from './setup-writers';
export * from './plan-resources';
