export interface BatcherOptions<T> {
  /** A batch holds at most this many items. */
  maxItems: number;
  /** ... and waits at most this long after its first item before it is handed on. */
  lingerMs: number;
  /** Handles one batch (and its failures: it must not reject); batches go one at a time, in the order their items came. */
  flush(items: T[]): Promise<void>;
}

/**
 * Gathers items as they arrive into bounded batches (by count and by a few ms) and hands them on
 * one batch at a time: while one is being stored the next one fills, so under load a batch grows
 * to what arrived during the previous one's transaction (up to `maxItems`).
 */
export class MessageBatcher<T> {
  private pending: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private busy: Promise<void> = Promise.resolve();
  private flushing = false;

  constructor(private readonly opts: BatcherOptions<T>) {}

  add(item: T): void {
    this.pending.push(item);
    if (this.pending.length >= this.opts.maxItems) this.handOn();
    else this.timer ??= setTimeout(() => this.handOn(), this.opts.lingerMs);
  }

  /** Hands on what is pending and resolves once every batch handed on so far is done. */
  async drain(): Promise<void> {
    while (this.flushing || this.pending.length > 0) {
      this.handOn();
      await this.busy;
    }
  }

  private handOn(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // While a batch is in hand, arrivals wait for it; it then takes them all (up to maxItems).
    if (this.flushing || this.pending.length === 0) return;
    const items = this.pending.splice(0, this.opts.maxItems);
    this.flushing = true;
    this.busy = this.opts.flush(items).finally(() => {
      this.flushing = false;
      if (this.pending.length > 0) this.handOn();
    });
  }
}
