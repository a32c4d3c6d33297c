/** How long GraphQL reads waited for a connection, for /v1/health (issue 34). */
export interface QueueState {
  /** Reads waiting for a connection now, and holding one. */
  waiting: number;
  running: number;
  /** The longest wait: of a read still waiting, or of one granted in the last `RECENT_MS`. */
  waitMs: number;
}

/** The turn of reads that name no company (the admin role, tests). */
export const SHARED_TENANT = '';

/** The window of past grants whose waits /v1/health reports. */
export const RECENT_MS = 10_000;

interface Waiter {
  grant: () => void;
  since: number;
}

/**
 * Hands read connections out in turns between companies (issue 34): each company has its own queue,
 * the company served longest ago goes next (round robin, a company that starts asking first), and
 * one company holds at most `perTenant` connections at once.
 * With one FIFO queue, 330 statements of one company waited in front of every other company's; here
 * another company's read waits for at most the statements already running.
 */
export class FairScheduler {
  /** Companies with waiting reads. */
  private readonly queues = new Map<string, Waiter[]>();
  private readonly running = new Map<string, number>();
  /** When each busy company was last served (a grant count): the one served longest ago goes next, a newcomer first. */
  private readonly lastServed = new Map<string, number>();
  private grants = 0;
  private free: number;
  private readonly recent: Array<{ at: number; waitMs: number }> = [];

  constructor(
    readonly slots: number,
    readonly perTenant = Math.max(1, Math.floor(slots / 2)),
    private readonly now: () => number = () => performance.now(),
  ) {
    this.free = slots;
  }

  /** Waits for a connection's turn; the function returned gives it back (call it once). */
  acquire(tenant: string): Promise<() => void> {
    return new Promise((resolve) => {
      const since = this.now();
      const queue = this.queues.get(tenant) ?? [];
      queue.push({ since, grant: () => resolve(this.releaser(tenant)) });
      this.queues.set(tenant, queue);
      this.dispatch();
    });
  }

  /** Runs `fn` in `tenant`'s turn. */
  async run<T>(tenant: string, fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire(tenant);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  get state(): QueueState {
    const now = this.now();
    while (this.recent.length > 0 && now - this.recent[0]!.at > RECENT_MS) this.recent.shift();
    let waiting = 0;
    let oldest = now;
    for (const q of this.queues.values()) {
      waiting += q.length;
      if (q[0] && q[0].since < oldest) oldest = q[0].since;
    }
    const recentMax = this.recent.reduce((m, r) => Math.max(m, r.waitMs), 0);
    return { waiting, running: this.slots - this.free, waitMs: Math.round(Math.max(now - oldest, recentMax)) };
  }

  private releaser(tenant: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.free += 1;
      const n = (this.running.get(tenant) ?? 1) - 1;
      if (n > 0) this.running.set(tenant, n);
      else {
        this.running.delete(tenant);
        if (!this.queues.has(tenant)) this.lastServed.delete(tenant);
      }
      this.dispatch();
    };
  }

  private dispatch(): void {
    while (this.free > 0) {
      let tenant: string | undefined;
      for (const t of this.queues.keys())
        if ((this.running.get(t) ?? 0) < this.perTenant && (tenant === undefined || (this.lastServed.get(t) ?? -1) < (this.lastServed.get(tenant) ?? -1))) tenant = t;
      if (tenant === undefined) return;
      const queue = this.queues.get(tenant)!;
      const waiter = queue.shift()!;
      if (queue.length === 0) this.queues.delete(tenant);
      // Served: behind every other company with waiting reads, and behind any that starts asking.
      this.lastServed.set(tenant, this.grants++);
      this.free -= 1;
      this.running.set(tenant, (this.running.get(tenant) ?? 0) + 1);
      const now = this.now();
      this.recent.push({ at: now, waitMs: now - waiter.since });
      if (this.recent.length > 1_000) this.recent.shift();
      waiter.grant();
    }
  }
}
