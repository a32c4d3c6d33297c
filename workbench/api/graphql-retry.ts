/** Subscription socket and query retries: 500 attempts, each after a jittered wait of 300 up to 3000 ms. */
export const GRAPHQL_WS_RETRY_ATTEMPTS = 500;
export const RETRY_MIN_MS = 300;
export const RETRY_MAX_MS = 3000;

/** The wait before a retry: uniformly between 300 and 3000 ms, so reconnecting tabs spread out. */
export function retryDelayMs(random: () => number = Math.random): number {
  return Math.round(RETRY_MIN_MS + random() * (RETRY_MAX_MS - RETRY_MIN_MS));
}

/** An operation's context flag: its caller retries it (the data table, which shows its error while it does). */
export const CALLER_RETRIES = 'callerRetries';

/** Client errors other than these will fail again however often they are sent. */
const RETRYABLE_CLIENT_STATUSES = new Set([401, 408, 429]);

/**
 * Document 2 §7: a failed query is sent again, first after up to 300 ms, the wait doubling to at
 * most 3000 ms, jittered (Apollo's RetryLink semantics), at most 500 attempts. Mutations are not (a
 * write sent twice could apply twice), nor queries whose caller retries them, nor a request the
 * server refused as malformed (4xx).
 */
export function shouldRetryQuery(operationType: string, context: Record<string, unknown>, httpStatus: number | undefined): boolean {
  if (operationType !== 'query' || context[CALLER_RETRIES] === true) return false;
  return httpStatus === undefined || httpStatus < 400 || httpStatus >= 500 || RETRYABLE_CLIENT_STATUSES.has(httpStatus);
}
