import { machineDashboardView, type MachineDashboardInput, type MachineDashboardView } from '../../../core/oee';
import { serviceToken } from '../../../core/platform';

/**
 * Runs core's machine-dashboard maths (document 2 §7: "fed from a background computation"). The
 * browser binds the Web Worker; tests and browsers without workers compute in place.
 */
export interface DashboardCompute {
  view(input: MachineDashboardInput): Promise<MachineDashboardView>;
  /** Gets ready for a first view (a worker's script loads while the day's rows are on the wire). */
  prepare(): void;
}
export const DashboardCompute = serviceToken<DashboardCompute>('explorer-graph.DashboardCompute');

export class InPlaceDashboardCompute implements DashboardCompute {
  view(input: MachineDashboardInput): Promise<MachineDashboardView> {
    return Promise.resolve().then(() => machineDashboardView(input));
  }

  prepare(): void {}
}
