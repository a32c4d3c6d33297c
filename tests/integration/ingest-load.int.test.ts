import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/databases';
import { runIngestLoad, startLoadPlant, type LoadPlant } from '../support/ingest-load';

// Issue 15 "Ingestion under load", the small correctness check inside npm test (`npm run bench`
// runs the full 1,000 events/s for 2 minutes): the same load, smaller, against the assembled server.
forEachDatabase('ingestion under load', (t) => {
  let plant: LoadPlant | undefined;
  beforeAll(async () => {
    plant = await startLoadPlant(t.db, 4);
  });
  afterAll(async () => plant?.server.close());

  it('issue 15: every acknowledged event is stored and counted in the results, sockets see each one, no request fails', async () => {
    const { server, companyId, writerToken, readerToken } = plant!;
    const r = await runIngestLoad({
      url: server.url,
      db: t.db,
      companyId,
      writerToken,
      readerToken,
      eventsPerSecond: 100,
      seconds: 4,
      graphqlClients: 3,
      sockets: 6,
      settleMs: 30_000,
    });
    expect(r.errorSamples).toEqual([]);
    expect(r.sent).toBe(400);
    expect(r.acked).toBe(r.sent);
    expect(r.stored).toBe(r.acked);
    expect(r.inResults).toBe(r.acked);
    // Each of the 6 sockets has a sample for each of the 40 posts (every post holds events of every machine).
    expect(r.latency.samples).toBe(6 * 40);
    expect(r.graphql.polls).toBeGreaterThan(0);
  });
});
