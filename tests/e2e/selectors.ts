// Every data-testid of the browser tests, one module per area (tests/e2e/selectors/<area>.ts).
export * from './selectors/shell';
export * from './selectors/public-site';
export * from './selectors/explorer';
export * from './selectors/tables';
export * from './selectors/dashboards';
export * from './selectors/setup';
export * from './selectors/company';
