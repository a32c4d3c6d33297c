// Start-up helpers of server/main.ts and server/seed-cli.ts.
export { consoleLogger, timedStep } from './console-logger';
