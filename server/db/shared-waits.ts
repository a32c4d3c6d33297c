/**
 * Identical read statements that are still waiting for a connection run once (issue 15): fifty
 * wall displays polling one dashboard while the pool is busy cost one statement, not fifty.
 * Only a statement that has not started is shared, so every caller's answer comes from a snapshot
 * taken after it asked, as if it had run alone; once it holds a connection, a new caller queues its own.
 */
export class SharedWaits<R> {
  private readonly waiting = new Map<string, Promise<R>>();
  /** Statements actually run, and requests answered: their ratio shows how much was shared. */
  readonly counts = { statements: 0, requests: 0 };

  /**
   * `acquire` waits for a connection and returns a function that runs the statement on it; the
   * share window closes the moment the connection is granted.
   */
  run(sql: string, params: readonly unknown[], acquire: () => Promise<() => Promise<R>>): Promise<R> {
    this.counts.requests += 1;
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const shared = this.waiting.get(key);
    if (shared) return shared;
    const result = (async () => {
      let execute: () => Promise<R>;
      try {
        execute = await acquire();
      } finally {
        this.waiting.delete(key);
      }
      this.counts.statements += 1;
      return execute();
    })();
    this.waiting.set(key, result);
    return result;
  }
}
