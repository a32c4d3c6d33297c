export * from './report-columns';
export * from './report-export';
