export * from './clock';
export * from './key-value-store';
