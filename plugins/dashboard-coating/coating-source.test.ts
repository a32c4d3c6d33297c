import { describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../../workbench/api';
import { GraphqlCoatingSource } from './coating-source';

/** Answers every query with empty lists and keeps the variables it was sent. */
function recordingClient(): { client: GraphqlClient; variables: Array<Record<string, unknown>> } {
  const variables: Array<Record<string, unknown>> = [];
  const client = {
    query: async (options: { variables?: Record<string, unknown> }) => {
      variables.push(options.variables ?? {});
      return { data: { ops: [], targets: [], calendar: [] } };
    },
  } as unknown as GraphqlClient;
  return { client, variables };
}

describe('the coating query (document 3 §7: graph-style dataset queries in America/New_York)', () => {
  it("the up/down calendar's range runs from New York midnight of the first day to New York midnight after the last, across a clock change", async () => {
    const { client, variables } = recordingClient();
    // 9 March 2025: New York moves from -05:00 to -04:00.
    await new GraphqlCoatingSource(client).load({ start: '2025-03-08', end: '2025-03-09' }, null);
    expect(variables[0]).toMatchObject({ from: '2025-03-08T00:00:00.000-05:00', to: '2025-03-10T00:00:00.000-04:00', limit: 999999 });
  });

  it('the ops filter on shift dates as given, and on the shift when one is chosen', async () => {
    const { client, variables } = recordingClient();
    await new GraphqlCoatingSource(client).load({ start: '2025-07-01', end: '2025-07-31' }, 'Day');
    expect(variables[0]).toMatchObject({
      from: '2025-07-01T00:00:00.000-04:00',
      to: '2025-08-01T00:00:00.000-04:00',
      opWhere: { _and: [{ shift_date: { _gte: '2025-07-01' } }, { shift_date: { _lte: '2025-07-31' } }, { shift_name: { _eq: 'Day' } }] },
    });
  });
});
