export * from './shift-time';
export * from './shift-list';
export * from './shift-warnings';
export * from './shift-window';
export * from './whole-day-span';
export * from './current-shift';
export * from './current-shift-stream';
export * from './default-shifts';
