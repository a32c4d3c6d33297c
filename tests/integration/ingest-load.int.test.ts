import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PLANT_USERS, seedDemoStructure } from '../../server/demo';
import { startAssembledServer, type AssembledServer } from '../support/assembled-server';
import { forEachDatabase } from '../support/databases';
import { runIngestLoad } from '../support/ingest-load';
import { oidcLogin } from '../support/oidc-login';

const user = (role: string) => DEMO_PLANT_USERS.find((u) => u.role === role && !u.isSuper && !u.isDemo)!;

// Issue 15 "Ingestion under load", the small correctness check inside npm test (`npm run bench`
// runs the full 1,000 events/s for 2 minutes): the same load, smaller, against the assembled server.
forEachDatabase('ingestion under load', (t) => {
  let server: AssembledServer;
  let companyId: number;
  let tokens: { writer: string; reader: string };

  beforeAll(async () => {
    ({ companyId } = await seedDemoStructure(t.db, { machines: 4 }));
    server = await startAssembledServer(t.db, { workers: true });
    const login = async (role: string) => (await oidcLogin({ baseUrl: server.url, email: user(role).email, password: user(role).password })).accessToken;
    tokens = { writer: await login('ADMIN'), reader: await login('USER') };
  });
  afterAll(async () => server?.close());

  it('issue 15: every acknowledged event is stored and counted in the results, sockets see each one, no request fails', async () => {
    const r = await runIngestLoad({
      url: server.url,
      db: t.db,
      companyId,
      writerToken: tokens.writer,
      readerToken: tokens.reader,
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
