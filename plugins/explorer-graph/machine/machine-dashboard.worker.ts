// The machine dashboard's background computation: core's maths off the main thread, so a long
// day of 15-minute counts never blocks scrolling or typing.
import { machineDashboardView, type MachineDashboardInput } from '../../../core/oee';
import type { ComputeReply, ComputeRequest } from './worker-dashboard-compute';

self.onmessage = (event: MessageEvent<ComputeRequest>) => {
  const { id, input } = event.data;
  let reply: ComputeReply;
  try {
    reply = { id, view: machineDashboardView(input as MachineDashboardInput) };
  } catch (e) {
    reply = { id, error: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(reply);
};
