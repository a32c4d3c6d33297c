export * from './cell-format';
export * from './xlsx-cells';
export * from './xlsx-types';
export * from './xlsx-sheet';
