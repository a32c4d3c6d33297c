import mqtt from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectorHarness, type ConnectorHarness } from '../../tests/support/connector-plant';
import { openTestDatabase } from '../../tests/support/databases';
import { startMosquitto, type RunningMosquitto } from '../../tests/support/mosquitto';
import { startServerProcess } from '../../tests/support/server-process';

const BROKER_USER = { username: 'plant', password: 'S3cret-crash-pw' };
const MESSAGES = 400;

// Issue 38 §5, nothing lost: the server is killed with SIGKILL while a machine publishes (no
// shutdown hook runs, nothing is flushed). The source's persistent session (clean: false, QoS 1)
// keeps what the server had not acknowledged and what came while it was down; acknowledged means
// stored, and a redelivered message has the same Source IDs: every count lands exactly once.
// PostgreSQL only: the process, the broker and the acknowledgements are what this proves, and a
// server database outlives the process by design (the embedded one's restart is restart.int.test.ts).
let db: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let broker: RunningMosquitto;
let h: ConnectorHarness | undefined;

beforeAll(async () => {
  db = await openTestDatabase('server');
  broker = await startMosquitto(BROKER_USER);
  h = await connectorHarness(db.db, 'CCRASH', ['K1']);
}, 60_000);
afterAll(async () => {
  await h?.close(); // when the test stopped before handing the source to the server process
  await broker?.stop();
  await db?.dispose();
});

it('a server killed with SIGKILL mid-stream and started again counts every published unit exactly once', async () => {
  if (!db?.url) return expect.unreachable('the integration run has a PostgreSQL server');
  const harness = h!;
  const stored = async () => Number((await db!.db.query<{ n: string }>(`SELECT count(*) AS n FROM bigbrain_inpevent WHERE _company_id = $1 AND machine_key = 'K1'`, [harness.companyId])).rows[0]!.n);
  // The source is made through REST as a manager would; its session starts at the broker, then the
  // server process takes it over (the test's own connector stops with the harness's routes).
  const s = await harness.addSource({ name: 'Crash line', kind: 'mqtt', url: broker.url, ...BROKER_USER, settings: { topics: ['ia/acme/+/K1/count'], format: 'umh-classic' } });
  await harness.status(s.id, 'connected');
  await harness.close();
  h = undefined;

  let server = await startServerProcess(db.url);
  const publisher = await mqtt.connectAsync(broker.url, { ...BROKER_USER, clientId: 'crash-publisher', clean: false, reconnectPeriod: 200 });
  const T0 = Date.now() - 20 * 60_000;
  const publishing = (async () => {
    for (let i = 0; i < MESSAGES; i++) {
      await publisher.publishAsync('ia/acme/plant/K1/count', JSON.stringify({ timestamp_ms: T0 + i * 1_000, count: 1 }), { qos: 1 });
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  try {
    await expect.poll(stored, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(60);
    await server.kill('SIGKILL');
    const storedAtKill = await stored();
    await publishing;
    // The kill came mid-stream: part of the stream reached the broker only while the server was gone.
    expect(storedAtKill).toBeLessThan(MESSAGES);

    server = await startServerProcess(db.url);
    await expect.poll(stored, { timeout: 60_000, interval: 200 }).toBe(MESSAGES);
    await expect.poll(() => harness.units('K1'), { timeout: 60_000, interval: 200 }).toEqual({ produced: MESSAGES, scrapped: 0 });
  } finally {
    await publisher.endAsync();
    await server.kill('SIGTERM');
  }
}, 180_000);
