import { describe, expect, it } from 'vitest';
import { fetchModeFor } from './table-query-port';

describe('table query mode (spec 2.7 GraphQL)', () => {
  it.each([
    ['realtime on runs as a subscription', { realtime: true, pollIntervalMs: 5000 }, { kind: 'subscription' }],
    ['a poll interval runs as polling', { realtime: false, pollIntervalMs: 5000 }, { kind: 'poll', intervalMs: 5000 }],
    ['otherwise a one-off network-only query', { realtime: false }, { kind: 'once' }],
  ])('%s', (_rule, options, mode) => {
    expect(fetchModeFor(options)).toEqual(mode);
  });
});
