export * from './clock';
export * from './key-value-store';
export * from './service-token';
