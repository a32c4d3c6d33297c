export * from './manifest';
export * from './session';
