import { retry, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
import { retryDelayMs } from '../../api/graphql-retry';

/** Document 2 §7: queries retry after failure, 300 to 3000 ms jittered, at most 500 attempts. */
export const TABLE_QUERY_RETRY_ATTEMPTS = 500;

/**
 * Retries a failed query; every failure is logged and reported (the table shows its error text on
 * the first failed count while retrying goes on), the last one is passed on.
 */
export function withRetry<T>(onFailure: (error: unknown) => void, scheduler?: SchedulerLike, random: () => number = Math.random): MonoTypeOperatorFunction<T> {
  return retry({
    count: TABLE_QUERY_RETRY_ATTEMPTS,
    delay: (error: unknown) => {
      onFailure(error);
      return timer(retryDelayMs(random), scheduler);
    },
    resetOnSuccess: true,
  });
}
