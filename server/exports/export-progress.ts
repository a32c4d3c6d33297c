import type { ExportProgressReport } from '../../core/reports';

/** How long a finished export's last figure can still be read (the screen's last poll may come after the file). */
const KEEP_FINISHED_MS = 30_000;

/**
 * Rows written of each running export, by its owner and the id the screen chose: a user reads the
 * progress of their own exports only.
 */
export class ExportProgressBoard {
  private readonly entries = new Map<string, ExportProgressReport>();

  private static key(owner: string, id: string): string {
    return `${owner}\u0000${id}`;
  }

  start(owner: string, id: string, total: number): (done: number) => void {
    const key = ExportProgressBoard.key(owner, id);
    const entry = { done: 0, total };
    this.entries.set(key, entry);
    return (done) => (entry.done = done);
  }

  finish(owner: string, id: string): void {
    const key = ExportProgressBoard.key(owner, id);
    setTimeout(() => this.entries.delete(key), KEEP_FINISHED_MS).unref();
  }

  read(owner: string, id: string): ExportProgressReport | undefined {
    return this.entries.get(ExportProgressBoard.key(owner, id));
  }
}
