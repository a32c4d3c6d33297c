import { computed, makeObservable, observable, runInAction } from 'mobx';
import { map } from 'rxjs';
import { DATA_REGEN_IN_PROGRESS, parseApiError } from '../../../core/errors';
import type { BackendSessionInfo } from '../../../core/session';
import type { BackendState } from '../../api/backend-state';
import { fromRx, type RxBox } from '../../api/from-rx';
import type { HttpClient } from '../../api/http-client';

/** Rows still queued for regeneration (sch_queue + ent_queue; the socket sends counts or lists). */
export function queuedWindows(info: BackendSessionInfo | null): number {
  if (!info) return 0;
  const size = (q: unknown): number => (typeof q === 'number' ? q : Array.isArray(q) ? q.length : 0);
  return size(info.sch_queue) + size(info.ent_queue);
}

export type RegenScope = { scope: 'company' } | { scope: 'part'; part_id: number } | { scope: 'machine_part'; machine_part_id: number };

/**
 * A setup change's recomputation: POST /v1/setup_regen/ queues the affected windows, then the
 * backend-state socket's queue counts give the progress until the workers have drained them.
 */
export class RegenProgress {
  /** Windows queued by the last request; 0 when none ran. */
  started = 0;
  error: string | null = null;
  private readonly queued: RxBox<number>;

  constructor(
    private readonly http: HttpClient,
    backend: BackendState,
  ) {
    this.queued = fromRx(backend.info$.pipe(map(queuedWindows)), 0);
    makeObservable(this, { started: observable, error: observable, remaining: computed, running: computed, percent: computed });
  }

  get remaining(): number {
    return this.queued.current;
  }

  get running(): boolean {
    return this.started > 0 && this.remaining > 0;
  }

  /** 0..100 of the windows queued by this request that are done. */
  get percent(): number {
    if (this.started === 0) return 0;
    return Math.max(0, Math.min(100, Math.round((100 * (this.started - Math.min(this.remaining, this.started))) / this.started)));
  }

  readonly label = DATA_REGEN_IN_PROGRESS;

  async start(scope: RegenScope): Promise<number> {
    try {
      const { queued } = await this.http.post<{ queued: number }>('/v1/setup_regen/', scope);
      runInAction(() => {
        this.started = queued;
        this.error = null;
      });
      return queued;
    } catch (e) {
      runInAction(() => (this.error = parseApiError(e)));
      return 0;
    }
  }

  /** Shows the progress of windows a write queued itself (a plan row of a past day), without asking for more. */
  follow(windows = 1): void {
    runInAction(() => {
      this.started = Math.max(windows, this.remaining);
      this.error = null;
    });
  }

  dispose(): void {
    this.queued.dispose();
  }
}
