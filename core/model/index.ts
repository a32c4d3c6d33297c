export * from './enums';
export * from './metric-key';
export * from './profile';
