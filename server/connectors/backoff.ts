import { setTimeout as sleep } from 'node:timers/promises';

/** The first pause after a failure and the longest, for every connector (MQTT's reconnects, OPC UA's tries). */
export const MIN_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;

/** The connectors' one retry schedule: 1 s after the first failure, doubling, at most 30 s. */
export function nextBackoff(delayMs: number): number {
  return Math.min(MAX_BACKOFF_MS, delayMs * 2);
}

/** Waits `ms`, or less when the signal aborts (then it resolves at once, without throwing). */
export function pauseUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return sleep(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * Runs `attempt` until it answers true (done) or the signal aborts, pausing on the doubling schedule
 * after each try that answers false. The attempt is told the pause that will follow a failure, so
 * that it can say so ("trying again in 2 s").
 */
export async function retryWithBackoff(
  signal: AbortSignal,
  attempt: (delayMs: number) => Promise<boolean>,
  pause: (ms: number, signal: AbortSignal) => Promise<void> = pauseUnlessAborted,
): Promise<void> {
  for (let delay = MIN_BACKOFF_MS; !signal.aborted; delay = nextBackoff(delay)) {
    if (await attempt(delay)) return;
    if (signal.aborted) return;
    await pause(delay, signal);
  }
}
