import type { MetricKey } from '../model';
import type { MetricSetupRecord } from './metric-layout';
import type { ErrorLogger } from './logger';

/** A metric setup row as the server sends it; tests override what matters to them. */
export function setupRecord(metric_key: MetricKey, over: Partial<MetricSetupRecord> = {}): MetricSetupRecord {
  return { metric_key, danger_min: 50, caution_min: 70, standard_min: 95, danger_state: null, stacked_bar: false, ...over };
}

/** Collects what a function logs, to assert "logged only" rules. */
export class RecordingLogger implements ErrorLogger {
  readonly errors: string[] = [];
  error(message: string): void {
    this.errors.push(message);
  }
}
