export * from './api-error';
export * from './catalogue';
export * from './toast';
