import type { MachineDashboardInput, MachineDashboardView } from '../../../core/oee';
import type { DashboardCompute } from './dashboard-compute';

export interface ComputeRequest {
  id: number;
  input: MachineDashboardInput;
}
export type ComputeReply = { id: number; view: MachineDashboardView } | { id: number; error: string };

interface Pending {
  resolve(view: MachineDashboardView): void;
  reject(error: Error): void;
}

/** One module worker for the session; replies are matched to requests by id. */
export class WorkerDashboardCompute implements DashboardCompute {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  view(input: MachineDashboardInput): Promise<MachineDashboardView> {
    const worker = this.started();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, input } satisfies ComputeRequest);
    });
  }

  prepare(): void {
    this.started();
  }

  private started(): Worker {
    return (this.worker ??= this.start());
  }

  private start(): Worker {
    const worker = new Worker(new URL('./machine-dashboard.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ComputeReply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.view);
    };
    worker.onerror = (event) => {
      // A worker that fails to load or crashes fails what it holds; the next call starts a new one.
      for (const p of this.pending.values()) p.reject(new Error(event.message || 'The dashboard computation failed'));
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    return worker;
  }
}
