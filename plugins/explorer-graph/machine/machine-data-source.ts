import type { MetricThresholdSetup } from '../../../core/metrics';
import type { MachineResultRow, MachineScheduleRow, MachineTimeRow } from '../../../core/oee';
import { serviceToken } from '../../../core/platform';

/** The rows of one machine and shift date that the machine dashboard draws from. */
export interface MachineDayRows {
  results: MachineResultRow[];
  schedules: MachineScheduleRow[];
  times: MachineTimeRow[];
  /** The company's Metric Setup thresholds (GET /v1/metric_setup/), which colour the doughnuts. */
  thresholds?: Partial<Record<string, MetricThresholdSetup>>;
}

export interface MachineRef {
  euid: string;
  key: string;
}

/**
 * The machine dashboard's port to the server (document 2 §7 Entity data and timeline): the day's
 * result rows (tumor call), its schedules and 15-minute counts (GraphQL), and the remembered
 * timeline average; tests give rows instead of a server.
 */
export interface MachineDataSource {
  day(machine: MachineRef, shiftDate: string): Promise<MachineDayRows>;
  /** The timeline average (minutes) remembered for the machine and part, or null. */
  average(machine: string, task: string): Promise<number | null>;
  saveAverage(machine: string, task: string, minutes: number): Promise<void>;
}
export const MachineDataSource = serviceToken<MachineDataSource>('explorer-graph.MachineDataSource');
