export * from './date-only';
export * from './local-day';
export * from './auto-range';
export * from './auto-range-stream';
export * from './clock-time';
