/**
 * Password hashing (scrypt: 0.6 s and 128 MiB each) waits its turn here, so a flood of password checks
 * cannot take the machine's cores and memory from other requests. At most `concurrency` hashes run
 * at once; each key (an address, an account) may have at most `perKey` hashes waiting or running, and
 * the queue holds at most `maxQueued` of them. Work beyond either bound is refused at once
 * (PasswordWorkBusy), before any hashing: 16 parallel wrong password changes by one account hash at
 * most `perKey` times. Work without keys (the server's own, such as seeding the demo users) only waits.
 */
export interface PasswordWorkOptions {
  concurrency: number;
  perKey: number;
  maxQueued: number;
}

/** Two cores: one hash at a time leaves the other for every other request. */
export const PASSWORD_WORK: PasswordWorkOptions = { concurrency: 1, perKey: 2, maxQueued: 16 };

export const PASSWORD_WORK_BUSY = 'Too many password checks at once. Please wait a moment and try again.';

export class PasswordWorkBusy extends Error {
  constructor() {
    super(PASSWORD_WORK_BUSY);
    this.name = 'PasswordWorkBusy';
  }
}

export class PasswordWorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perKey = new Map<string, number>();
  private begun = 0;

  constructor(private readonly opts: PasswordWorkOptions) {}

  /** Runs `work` when a slot is free; throws PasswordWorkBusy at once when a key or the queue is full. */
  async run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    if (unique.some((k) => (this.perKey.get(k) ?? 0) >= this.opts.perKey)) throw new PasswordWorkBusy();
    if (unique.length > 0 && this.running >= this.opts.concurrency && this.waiting.length >= this.opts.maxQueued) throw new PasswordWorkBusy();
    for (const k of unique) this.perKey.set(k, (this.perKey.get(k) ?? 0) + 1);
    try {
      if (this.running >= this.opts.concurrency) await new Promise<void>((start) => this.waiting.push(start));
      else this.running++;
      try {
        this.begun++;
        return await work();
      } finally {
        // The slot passes straight to the next waiter, so `running` never exceeds the bound.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }
    } finally {
      for (const k of unique) {
        const n = (this.perKey.get(k) ?? 1) - 1;
        if (n > 0) this.perKey.set(k, n);
        else this.perKey.delete(k);
      }
    }
  }

  /** Hashes begun since the process started: proves a refusal came before any hashing. */
  get started(): number {
    return this.begun;
  }

  /** Hashes running or waiting now (for tests and health). */
  get pending(): number {
    return this.running + this.waiting.length;
  }
}

/** The process's one queue: every scrypt call of the server goes through it. */
export const passwordWork = new PasswordWorkQueue(PASSWORD_WORK);

/** The queue keys of a password check: the caller's address and the account it names. */
export const passwordWorkKeys = (address: string, account?: string): string[] =>
  account ? [`ip:${address}`, `a:${account.trim().toLowerCase()}`] : [`ip:${address}`];
