export * from './dashboard-query';
export * from './event-query';
export * from './inventory-query';
export * from './machine-keys-query';
export * from './map-query';
export * from './query-limits';
export * from './time-where';
export * from './stop-queries';
