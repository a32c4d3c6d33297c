import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DataSourceRecord } from '../../core/connectors';
import { connectorHarness, connectorPlant, type ConnectorHarness } from '../../tests/support/connector-plant';
import { forEachDatabase } from '../../tests/support/databases';
import { startMosquitto, type RunningMosquitto } from '../../tests/support/mosquitto';
import { makeTestCa } from '../../tests/support/test-ca';

const BROKER_USER = { username: 'plant', password: 'S3cret-broker-pw' };
const MACHINES = ['C1', 'U1', 'J1', 'R1', 'P1'];

forEachDatabase('MQTT data sources against a real mosquitto', (t) => {
  let h: ConnectorHarness;
  let broker: RunningMosquitto;
  let publisher: MqttClient;
  const T0 = Date.now() - 10 * 60_000;
  // Issue 38 §6 TLS: the broker's certificate comes from a CA made for this run; another CA is the wrong one.
  const brokerCa = makeTestCa('broker');
  const otherCa = makeTestCa('other', false);

  beforeAll(async () => {
    broker = await startMosquitto(BROKER_USER, brokerCa);
    h = await connectorHarness(t.db, 'CPLANT', MACHINES);
    publisher = await mqtt.connectAsync(broker.url, { ...BROKER_USER, clientId: `publisher-${t.kind}`, clean: false, reconnectPeriod: 200 });
  }, 60_000);
  afterAll(async () => {
    await publisher?.endAsync();
    await h?.close();
    await broker?.stop();
  });

  const call: ConnectorHarness['call'] = (...a) => h.call(...a);
  const source = (id: number) => h.source(id);
  const units = (key: string) => h.units(key);
  const addSource = (name: string, settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => h.addSource({ name, kind: 'mqtt', url: broker.url, ...BROKER_USER, settings, ...extra });
  const connected = (id: number) => h.status(id, 'connected');
  const publish = (topic: string, body: unknown) => publisher.publishAsync(topic, typeof body === 'string' ? body : JSON.stringify(body), { qos: 1 });

  it('umh-classic end to end: counts reach the results, a duplicate delivery counts once, bad payloads are listed with their reason and the source keeps going', async () => {
    const s = await addSource('Presses', { topics: ['ia/acme/+/+/count', 'ia/acme/+/+/state'], format: 'umh-classic' });
    expect(s).toMatchObject({ name: 'Presses', has_password: true, enabled: true });
    expect(JSON.stringify(s)).not.toContain(BROKER_USER.password);
    await connected(s.id);
    const second = { timestamp_ms: T0 + 1_000, count: 7 };
    await publish('ia/acme/cologne/C1/count', { timestamp_ms: T0, count: 5, scrap: 1 });
    await publish('ia/acme/cologne/C1/count', second);
    await publish('ia/acme/cologne/C1/count', second); // delivered twice: same topic and timestamp
    await publish('ia/acme/cologne/C1/count', '{oops');
    await publish('ia/acme/cologne/ZZ-9/count', { timestamp_ms: T0, count: 1 });
    await publish('ia/acme/cologne/C1/state', { timestamp_ms: T0 + 2_000, state: 180000 });
    await publish('ia/acme/cologne/C1/state', { timestamp_ms: T0 + 62_000, state: 10000 });
    await publish('ia/acme/cologne/C1/count', { timestamp_ms: T0 + 63_000, count: 3 });
    await expect.poll(() => units('C1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 15, scrapped: 1 });
    const after = await source(s.id);
    expect(after).toMatchObject({ status: 'connected', messages: 6, rejected: 2 });
    expect(after.last_message_at).not.toBeNull();
    expect(after.last_rejected.map((r) => [r.origin, r.payload, r.reason])).toEqual([
      ['ia/acme/cologne/ZZ-9/count', JSON.stringify({ timestamp_ms: T0, count: 1 }), "'ZZ-9' is not a machine of your company"],
      ['ia/acme/cologne/C1/count', '{oops', 'The payload is not JSON'],
    ]);
    const stops = await t.db.query<{ reason_name: string; planned: boolean; secs: number }>(
      `SELECT reason_name, planned, extract(epoch FROM "end" - "timestamp")::int AS secs FROM bigbrain_inpevent WHERE _company_id = $1 AND machine_key = 'C1' AND type = 'DOWN'`,
      [h.companyId],
    );
    expect(stops.rows).toEqual([{ reason_name: 'Equipment failure', planned: false, secs: 60 }]);
  });

  it('umh: running totals become increments, a reset counts the units since, a redelivered total adds nothing', async () => {
    const s = await addSource('Historian', { topics: ['umh/v1/acme/#'], format: 'umh', mapping: [{ tag: 'counter.good', signal: 'produced', counter: 'total' }, { tag: 'scrap', signal: 'scrap' }] });
    await connected(s.id);
    const tag = 'umh/v1/acme/cologne/press/U1/_historian/counter/good';
    for (const [dt, value] of [[0, 1000], [1_000, 1010], [2_000, 1025], [2_000, 1025], [3_000, 3]] as const) await publish(tag, { timestamp_ms: T0 + dt, value });
    await publish('umh/v1/acme/cologne/press/U1/_historian', { timestamp_ms: T0 + 4_000, scrap: 2, temperature: 80 });
    await expect.poll(() => units('U1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 28, scrapped: 2 });
  });

  it('json: field paths; a message older than the last one (out of order, inside the ingestion window) still counts', async () => {
    const s = await addSource('Cells', { topics: ['cells/+'], format: 'json', timestamp_path: 'ts', machine_path: 'asset.id', mapping: [{ tag: 'counts.ok', signal: 'produced' }, { tag: 'counts.nok', signal: 'reject' }] });
    await connected(s.id);
    await publish('cells/a', { ts: new Date(T0 + 5_000).toISOString(), asset: { id: 'J1' }, counts: { ok: 4, nok: 1 } });
    await publish('cells/a', { ts: new Date(T0).toISOString(), asset: { id: 'J1' }, counts: { ok: 6 } });
    await expect.poll(() => units('J1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 10, scrapped: 0 });
    const rejects = await t.db.query<{ q: string }>(`SELECT sum(quantity)::text AS q FROM bigbrain_inpevent WHERE _company_id = $1 AND machine_key = 'J1' AND type = 'RJCT'`, [h.companyId]);
    expect(Number(rejects.rows[0]!.q)).toBe(1);
  });

  it('a broker restart mid-stream: the source reconnects and no message is lost or counted twice', async () => {
    const s = await addSource('Restart', { topics: ['ia/acme/+/R1/count'], format: 'umh-classic' });
    await connected(s.id);
    for (let i = 0; i < 30; i++) {
      if (i === 15) await broker.restart();
      await publish('ia/acme/cologne/R1/count', { timestamp_ms: T0 + i * 1_000, count: 1 });
    }
    await expect.poll(() => units('R1'), { timeout: 40_000, interval: 200 }).toEqual({ produced: 30, scrapped: 0 });
    await connected(s.id);
  }, 60_000);

  it('a paused source (PATCH, document 1 §7) stops; messages sent meanwhile wait at the broker and count once it is enabled again (PUT)', async () => {
    const settings = { topics: ['ia/acme/+/P1/count'], format: 'umh-classic' };
    const s = await addSource('Pausable', settings);
    await connected(s.id);
    const paused = await call('PATCH', `/v1/data_sources/${s.id}/`, { enabled: false });
    expect(paused.statusCode).toBe(200);
    // Only enabled changed: the name, address, sign-in and settings are as they were.
    expect(paused.json()).toMatchObject({ status: 'paused', enabled: false, has_password: true, name: 'Pausable', url: broker.url, username: BROKER_USER.username, settings: { topics: settings.topics, format: 'umh-classic' } });
    await publish('ia/acme/cologne/P1/count', { timestamp_ms: T0, count: 4 });
    await publish('ia/acme/cologne/P1/count', { timestamp_ms: T0 + 1_000, count: 5 });
    expect(await units('P1')).toEqual({ produced: 0, scrapped: 0 });
    await call('PUT', `/v1/data_sources/${s.id}/`, { name: 'Pausable', kind: 'mqtt', url: broker.url, username: BROKER_USER.username, enabled: true, settings });
    await expect.poll(() => units('P1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 9, scrapped: 0 });
  });

  it('bad input is refused with 400 naming the field, and another company cannot see a source', async () => {
    const bad = await call('POST', '/v1/data_sources/', { name: 'X', kind: 'mqtt', url: 'http://broker', settings: { topics: ['a/#/b'], format: 'umh' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A mqtt URL starts with mqtt://');
    expect(bad.body).toContain('A topic filter uses + for a whole level and # only as its last level');
    const other = await connectorPlant(t.db, 'COTHER', MACHINES);
    const theirs = await t.db.query<{ id: number }>(
      `INSERT INTO connector_data_source (_company_id, name, kind, url, enabled, settings, client_id) VALUES ($1, 'Theirs', 'mqtt', $2, false, '{"topics":["x"],"format":"umh-classic"}', 'their-client') RETURNING id`,
      [other, broker.url],
    );
    expect((await call('GET', `/v1/data_sources/${theirs.rows[0]!.id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/data_sources/${theirs.rows[0]!.id}/`)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/data_sources/${theirs.rows[0]!.id}/`, { enabled: true })).statusCode).toBe(404);
    expect((await t.db.query<{ enabled: boolean }>('SELECT enabled FROM connector_data_source WHERE id = $1', [theirs.rows[0]!.id])).rows[0]!.enabled).toBe(false);
    expect((await call('GET', '/v1/data_sources/')).json<DataSourceRecord[]>().map((r) => r.name)).not.toContain('Theirs');
    // PATCH changes enabled alone: another field or a value that is not true or false is refused, and nothing changes.
    const mine = await addSource('Patched', { topics: ['ia/acme/+/P9/count'], format: 'umh-classic' });
    const notBoolean = await call('PATCH', `/v1/data_sources/${mine.id}/`, { enabled: 'no' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.body).toContain('enabled must be true or false');
    expect((await call('PATCH', `/v1/data_sources/${mine.id}/`, { enabled: false, name: 'Renamed' })).statusCode).toBe(400);
    expect((await call('GET', `/v1/data_sources/${mine.id}/`)).json()).toMatchObject({ name: 'Patched', enabled: true });
  });

  it('wrong credentials: the source is in error with the reason in words, and the password is never answered', async () => {
    const r = await call('POST', '/v1/data_sources/', {
      name: 'Wrong password', kind: 'mqtt', url: broker.url, username: BROKER_USER.username, password: 'not-it', settings: { topics: ['ia/#'], format: 'umh-classic' },
    });
    expect(r.statusCode).toBe(201);
    const id = r.json<DataSourceRecord>().id;
    await expect.poll(async () => (await source(id)).status, { timeout: 20_000, interval: 100 }).toBe('error');
    expect((await source(id)).last_error).toMatch(/^The broker refused the username or password/);
    expect((await call('GET', '/v1/data_sources/')).body).not.toContain('not-it');
  });

  it('issue 38 §6 TLS: mqtts:// with the test CA connects; a CA that did not sign the broker is an error in words', async () => {
    const settings = { topics: ['ia/acme/+/C1/scrapCount'], format: 'umh-classic' };
    const trusted = await addSource('TLS', { ...settings, ca: brokerCa.caPem }, { url: broker.tlsUrl });
    await connected(trusted.id);
    const wrong = await addSource('Wrong CA', { ...settings, ca: otherCa.caPem }, { url: broker.tlsUrl });
    await expect.poll(async () => (await source(wrong.id)).status, { timeout: 20_000, interval: 100 }).toBe('error');
    expect((await source(wrong.id)).last_error).toMatch(/^The TLS connection failed: .*(certificate|verify)/i);
  });
});
