import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './graphql-retry';

describe('GraphQL subscription retry wait', () => {
  it.each([
    [0, 300],
    [0.5, 1650],
    [0.999999, 3000],
  ])('random %s gives %s ms (jittered between 300 and 3000 ms)', (r, ms) => {
    expect(retryDelayMs(() => r)).toBe(ms);
  });
});
