/** Subscription socket retries: 500 attempts, each after a jittered 300..3000 ms wait. */
export const GRAPHQL_WS_RETRY_ATTEMPTS = 500;
export const RETRY_MIN_MS = 300;
export const RETRY_MAX_MS = 3000;

/** The wait before a retry: uniformly between 300 and 3000 ms, so reconnecting tabs spread out. */
export function retryDelayMs(random: () => number = Math.random): number {
  return Math.round(RETRY_MIN_MS + random() * (RETRY_MAX_MS - RETRY_MIN_MS));
}
