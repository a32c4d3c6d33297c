/**
 * The little a metrics function needs to report a problem that the specification says is
 * "logged only" (an invalid side-chart count, a missing label override). Any console-like
 * logger satisfies it; tests pass a recorder.
 */
export interface ErrorLogger {
  error(message: string): void;
}
