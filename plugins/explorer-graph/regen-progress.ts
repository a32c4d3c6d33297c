import type { BackendSessionInfo } from '../../core/session';

/** Rows still queued for regeneration (sch_queue + ent_queue; the server sends counts). */
export function queuedRows(info: BackendSessionInfo | null): number {
  if (!info) return 0;
  const size = (q: unknown): number => (typeof q === 'number' ? q : Array.isArray(q) ? q.length : 0);
  return size(info.sch_queue) + size(info.ent_queue);
}
