/** The window the messages-per-minute figure is measured over. */
export const RATE_WINDOW_MS = 60_000;

interface Sample {
  at: number;
  messages: number;
}

/**
 * Messages per minute of each source, from the running message counts the screen polls: the growth
 * over the last minute of samples. A count that went down (the server restarted) starts afresh.
 */
export class MessageRates {
  private readonly samples = new Map<number, Sample[]>();

  record(id: number, at: number, messages: number): void {
    const kept = (this.samples.get(id) ?? []).filter((s) => s.at >= at - RATE_WINDOW_MS && s.messages <= messages);
    kept.push({ at, messages });
    this.samples.set(id, kept);
  }

  /** Null until two samples at least a second apart are in. */
  perMinute(id: number): number | null {
    const kept = this.samples.get(id) ?? [];
    const first = kept[0];
    const last = kept[kept.length - 1];
    if (!first || !last || last.at - first.at < 1_000) return null;
    return ((last.messages - first.messages) * 60_000) / (last.at - first.at);
  }

  forget(ids: ReadonlySet<number>): void {
    for (const id of this.samples.keys()) if (!ids.has(id)) this.samples.delete(id);
  }
}
