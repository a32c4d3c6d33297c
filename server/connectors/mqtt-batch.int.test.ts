import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectorHarness, type ConnectorHarness } from '../../tests/support/connector-plant';
import { forEachDatabase } from '../../tests/support/databases';
import { startMosquitto, type RunningMosquitto } from '../../tests/support/mosquitto';

const BROKER_USER = { username: 'plant', password: 'S3cret-batch-pw' };
const MACHINES = ['B1', 'B2', 'B3'];
const BURST = 300;
const DAY_MS = 86_400_000;

// Issue 38 point 7: an MQTT source stores messages in batches, one transaction each, and
// acknowledges them after the commit. Every row a transaction writes carries its id (xmin), so the
// number of distinct ones among the stored events counts the transactions that stored them.
forEachDatabase('MQTT messages stored in batches', (t) => {
  let h: ConnectorHarness;
  let broker: RunningMosquitto;
  let publisher: MqttClient;
  // Yesterday's UTC date: the plant's Day shift runs 00:00-12:00 UTC, Night 12:00-24:00, so these
  // instants lie in the past and in a known shift whatever the time of day or the weekday.
  const yesterday = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS;
  const dayAt = (i: number) => yesterday + 6 * 3_600_000 + i * 1_000;
  const nightAt = (i: number) => yesterday + 18 * 3_600_000 + i * 1_000;

  beforeAll(async () => {
    broker = await startMosquitto(BROKER_USER);
    h = await connectorHarness(t.db, 'CBATCH', MACHINES);
    publisher = await mqtt.connectAsync(broker.url, { ...BROKER_USER, clientId: `batch-publisher-${t.kind}` });
  }, 60_000);
  afterAll(async () => {
    await publisher?.endAsync();
    await h?.close();
    await broker?.stop();
  });

  /** The machines' stored events and the transactions that wrote them. */
  const stored = async (keys: readonly string[]) => {
    const r = await t.db.query<{ events: string; transactions: string }>(
      `SELECT count(*) AS events, count(DISTINCT xmin::text) AS transactions FROM bigbrain_inpevent WHERE _company_id = $1 AND machine_key = ANY($2::text[])`,
      [h.companyId, keys],
    );
    return { events: Number(r.rows[0]!.events), transactions: Number(r.rows[0]!.transactions) };
  };
  const burst = (messages: Array<{ topic: string; body: unknown }>) =>
    Promise.all(messages.map((m) => publisher.publishAsync(m.topic, JSON.stringify(m.body), { qos: 1 })));

  // One at a time, as mqtt.js's own handling goes, this burst would take 300 transactions. Measured:
  // 3 on MQTT 3.1.1 (mosquitto sends 20 unacknowledged messages, then the rest of the burst once the
  // first are acknowledged), 2 on MQTT 5 (the source allows 1,000 in flight: receiveMaximum).
  it.each([
    { protocol: 4, under: BURST / 5 },
    { protocol: 5, under: BURST / 20 },
  ])('a burst of messages is stored exactly once each, in fewer transactions than messages (MQTT protocol $protocol)', async ({ protocol, under }) => {
    const s = await h.addSource({ name: `Burst ${protocol}`, kind: 'mqtt', url: broker.url, ...BROKER_USER, settings: { topics: [`ia/v${protocol}/+/+/count`], format: 'umh-classic', protocol_version: protocol } });
    await h.status(s.id, 'connected');
    const before = await Promise.all(MACHINES.map((m) => stored([m])));
    const all = await stored(MACHINES);
    const units = await h.units('B1');
    await burst(Array.from({ length: BURST }, (_, i) => ({ topic: `ia/v${protocol}/plant/${MACHINES[i % 3]}/count`, body: { timestamp_ms: dayAt(i), count: 1 } })));
    await expect.poll(async () => (await h.source(s.id)).messages, { timeout: 60_000, interval: 100 }).toBe(BURST);
    const after = await Promise.all(MACHINES.map((m) => stored([m])));
    expect(after.map((m, i) => m.events - before[i]!.events)).toEqual([100, 100, 100]);
    expect((await stored(MACHINES)).transactions - all.transactions).toBeLessThan(under);
    await expect.poll(() => h.units('B1'), { timeout: 30_000, interval: 200 }).toEqual({ produced: units.produced + 100, scrapped: 0 });
    expect(await h.source(s.id)).toMatchObject({ rejected: 0 });
    await h.call('DELETE', `/v1/data_sources/${s.id}/`);
  }, 120_000);

  it('a message refused inside a batch is rejected alone with its reason, the rest of the batch is stored', async () => {
    const s = await h.addSource({ name: 'Mixed', kind: 'mqtt', url: broker.url, ...BROKER_USER, settings: { topics: ['ia/mixed/+/+/count'], format: 'umh-classic' } });
    await h.status(s.id, 'connected');
    const topic = 'ia/mixed/plant/B2/count';
    await burst([{ topic, body: { timestamp_ms: dayAt(1_000), count: 1 } }]);
    await expect.poll(async () => (await h.source(s.id)).messages, { timeout: 20_000, interval: 100 }).toBe(1);
    // The source read the shifts with that message; renamed now, its Night shift is unknown to the
    // ingestion checks (writeEvents refuses the row) while the source still files units under it.
    await t.db.query(`UPDATE bigbrain_shift SET name = 'Late' WHERE _company_id = $1 AND name = 'Night'`, [h.companyId]);
    const before = await stored(['B2']);
    const tooOld = { timestamp_ms: Date.now() - 500 * DAY_MS, count: 1 };
    const atNight = { timestamp_ms: nightAt(0), count: 1 };
    await burst(Array.from({ length: 15 }, (_, i) => ({ topic, body: i === 5 ? tooOld : i === 10 ? atNight : { timestamp_ms: dayAt(1_001 + i), count: 1 } })));
    await expect.poll(async () => (await h.source(s.id)).messages, { timeout: 20_000, interval: 100 }).toBe(14);
    const after = await h.source(s.id);
    expect(after.rejected).toBe(2);
    expect(after.last_rejected.map((r) => [r.payload, r.reason])).toEqual([
      [JSON.stringify(atNight), "shift_key: 'NIGHT' is not one of your shifts (DAY, LATE)"],
      [JSON.stringify(tooOld), 'timestamp: Timestamp must lie between 400 days ago and 15 minutes from now'],
    ]);
    const now = await stored(['B2']);
    expect(now.events - before.events).toBe(13);
    // The thirteen were not stored one by one.
    expect(now.transactions - before.transactions).toBeLessThan(13);
  }, 120_000);
});
