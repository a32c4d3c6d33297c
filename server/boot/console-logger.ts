import type { Logger } from '../http/context';

/** The server's console: one line per message, prefixed with the time of day. */
export function consoleLogger(now: () => Date = () => new Date()): Logger {
  const stamp = () => now().toISOString().slice(11, 19);
  return {
    info: (msg) => console.log(`${stamp()} ${msg}`),
    warn: (msg) => console.warn(`${stamp()} warning: ${msg}`),
    error: (msg) => console.error(`${stamp()} error: ${msg}`),
  };
}

/** Runs one start-up step, saying what it does and how long it took. */
export async function timedStep<T>(log: Logger, label: string, run: () => Promise<T>, clock: () => number = () => performance.now()): Promise<T> {
  log.info(`${label}...`);
  const started = clock();
  const result = await run();
  log.info(`${label}: done in ${((clock() - started) / 1000).toFixed(1)} s`);
  return result;
}
