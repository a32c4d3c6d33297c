import mqtt, { type MqttClient } from 'mqtt';
import { get } from 'sparkplug-payload';
import type { UMetric, UPayload } from 'sparkplug-payload/lib/sparkplugbpayload';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REBIRTH_METRIC } from '../../core/connectors';
import { connectorHarness, type ConnectorHarness } from '../../tests/support/connector-plant';
import { forEachDatabase } from '../../tests/support/databases';
import { startMosquitto, type RunningMosquitto } from '../../tests/support/mosquitto';

const BROKER_USER = { username: 'edge', password: 'S3cret-sparkplug-pw' };
const codec = get('spBv1.0')!;
const GOOD = 'Production/Good';
const SCRAP = 'Production/Scrap';

// Issue 38 §2, Sparkplug B: an edge node publishes real protobuf payloads through mosquitto, as an
// Ignition or Kepware gateway does; the source reads births, aliases, sequence numbers and deaths.
forEachDatabase('Sparkplug B sources against a real mosquitto', (t) => {
  let h: ConnectorHarness;
  let broker: RunningMosquitto;
  let edge: MqttClient;
  const commands: Array<{ topic: string; metrics: string[] }> = [];
  const T0 = Date.now() - 10 * 60_000;

  beforeAll(async () => {
    broker = await startMosquitto(BROKER_USER);
    h = await connectorHarness(t.db, 'CSPARK', ['S1', 'S2']);
    edge = await mqtt.connectAsync(broker.url, { ...BROKER_USER, clientId: `edge-${t.kind}`, clean: false, reconnectPeriod: 200 });
    // The edge node listens for commands, as a Sparkplug node must: the rebirth requests arrive here.
    edge.on('message', (topic, payload) => commands.push({ topic, metrics: (codec.decodePayload(payload).metrics ?? []).map((m) => String(m.name)) }));
    await edge.subscribeAsync('spBv1.0/Line1/NCMD/#', { qos: 1 });
  }, 60_000);
  afterAll(async () => {
    await edge?.endAsync();
    await h?.close();
    await broker?.stop();
  });

  const publish = (topic: string, payload: UPayload) => edge.publishAsync(topic, Buffer.from(codec.encodePayload(payload)), { qos: 1 });
  const metric = (name: string, alias: number, value: number): UMetric => ({ name, alias, type: 'UInt64', value });
  const byAlias = (alias: number, value: number): UMetric => ({ alias, type: 'UInt64', value });
  const dead = async (machine: string) =>
    (await t.db.query<{ reason_name: string }>(`SELECT reason_name FROM bigbrain_inpevent WHERE _company_id = $1 AND machine_key = $2 AND type = 'DOWN'`, [h.companyId, machine])).rows.map((r) => r.reason_name);

  it('births name the aliases, data by alias counts from the birth\'s totals, a redelivery counts once, a sequence gap asks the node for a rebirth, an unknown alias is listed, a device death stops its machine', async () => {
    const s = await h.addSource({
      name: 'Line 1 gateway', kind: 'mqtt', url: broker.url, ...BROKER_USER,
      settings: { topics: ['spBv1.0/Line1/#'], format: 'sparkplug', mapping: [{ tag: GOOD, signal: 'produced', counter: 'total' }, { tag: SCRAP, signal: 'scrap' }] },
    });
    await h.status(s.id, 'connected');

    await publish('spBv1.0/Line1/NBIRTH/Edge1', { timestamp: T0, seq: 0, metrics: [{ name: 'bdSeq', type: 'UInt64', value: 0 }, { name: REBIRTH_METRIC, type: 'Boolean', value: false }] });
    // The birth's running total (1,000 made before the workbench listened) is the baseline, not output.
    await publish('spBv1.0/Line1/DBIRTH/Edge1/S1', { timestamp: T0 + 1_000, seq: 1, metrics: [metric(GOOD, 1, 1000), metric(SCRAP, 2, 0)] });
    await publish('spBv1.0/Line1/DDATA/Edge1/S1', { timestamp: T0 + 2_000, seq: 2, metrics: [byAlias(1, 1010), byAlias(2, 1)] });
    const third = { timestamp: T0 + 3_000, seq: 3, metrics: [byAlias(1, 1025)] };
    await publish('spBv1.0/Line1/DDATA/Edge1/S1', third);
    await publish('spBv1.0/Line1/DDATA/Edge1/S1', third); // delivered twice
    await expect.poll(() => h.units('S1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 25, scrapped: 1 });
    expect(commands).toEqual([]);

    // seq 4 lost at the edge: what arrives still counts, and the node is asked once to be born again.
    await publish('spBv1.0/Line1/DDATA/Edge1/S1', { timestamp: T0 + 5_000, seq: 5, metrics: [byAlias(1, 1030)] });
    await expect.poll(() => h.units('S1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 30, scrapped: 1 });
    await expect.poll(() => commands, { timeout: 10_000, interval: 100 }).toEqual([{ topic: 'spBv1.0/Line1/NCMD/Edge1', metrics: [REBIRTH_METRIC] }]);

    // A device no birth described: nothing is guessed, the message is listed with the reason.
    await publish('spBv1.0/Line1/NBIRTH/Edge1', { timestamp: T0 + 6_000, seq: 0, metrics: [{ name: 'bdSeq', type: 'UInt64', value: 1 }] });
    await publish('spBv1.0/Line1/DDATA/Edge1/S2', { timestamp: T0 + 7_000, seq: 1, metrics: [byAlias(7, 5)] });
    await expect.poll(async () => (await h.source(s.id)).last_rejected.map((r) => [r.origin, r.reason]), { timeout: 20_000, interval: 100 }).toEqual([
      ['spBv1.0/Line1/DDATA/Edge1/S2', 'Metric alias 7 was not named by a birth of device S2: a rebirth is requested'],
    ]);
    expect(await h.units('S2')).toEqual({ produced: 0, scrapped: 0 });

    // The device's death: its machine stops until it is born again.
    await publish('spBv1.0/Line1/DBIRTH/Edge1/S1', { timestamp: T0 + 8_000, seq: 2, metrics: [metric(GOOD, 1, 1030), metric(SCRAP, 2, 1)] });
    await publish('spBv1.0/Line1/DDEATH/Edge1/S1', { timestamp: T0 + 9_000, seq: 3, metrics: [] });
    await expect.poll(() => dead('S1'), { timeout: 20_000, interval: 100 }).toEqual(['Offline (Sparkplug death)']);
    expect(await h.units('S1')).toEqual({ produced: 30, scrapped: 1 });
    expect(await h.source(s.id)).toMatchObject({ status: 'connected', rejected: 1 });
  });
});
