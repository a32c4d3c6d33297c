import type { Clock } from '../../core/platform';

/**
 * A sliding-window limit per key (the caller's IP), held in memory and bounded: at most maxKeys
 * keys are remembered, the oldest forgotten first, so a flood of addresses cannot exhaust memory.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly opts: { limit: number; windowMs: number; maxKeys: number },
  ) {}

  /** Records an attempt; false when the key has used up its window. */
  tryAcquire(key: string): boolean {
    const now = this.clock.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.opts.windowMs);
    this.hits.delete(key); // re-inserted last: Map order is then least recently seen first
    if (recent.length >= this.opts.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    while (this.hits.size > this.opts.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
    return true;
  }

  get size(): number {
    return this.hits.size;
  }
}
