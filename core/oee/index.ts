export * from './oee';
