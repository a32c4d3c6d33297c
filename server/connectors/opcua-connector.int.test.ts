import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StatusCodes } from 'node-opcua';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectorHarness, type ConnectorHarness } from '../../tests/support/connector-plant';
import { forEachDatabase } from '../../tests/support/databases';
import { freePort } from '../../tests/support/free-port';
import { startOpcuaServer, type RunningOpcuaServer } from '../../tests/support/opcua-server';

const USER = { username: 'plant', password: 'S3cret-opcua-pw' };
const MACHINES = ['O1', 'O2', 'O3'];
const node = (name: string) => `ns=1;s=${name}`;

forEachDatabase('issue 38 §3: OPC UA data sources against node-opcua\'s own server', (t) => {
  let plant: RunningOpcuaServer;
  let h: ConnectorHarness;
  let pki: string;
  const T0 = Date.now() - 10 * 60_000;
  const at = (seconds: number) => new Date(T0 + seconds * 1_000);

  beforeAll(async () => {
    plant = await startOpcuaServer(
      [
        { name: 'O1.Count', type: 'UInt32', value: 1_000, at: at(0) },
        { name: 'O1.Scrap', type: 'UInt32', value: 10, at: at(0) },
        { name: 'O1.Running', type: 'Boolean', value: true, at: at(0) },
        { name: 'O2.Count', type: 'UInt32', value: 500, at: at(0) },
        { name: 'O3.Count', type: 'UInt32', value: 0, at: at(0) },
      ],
      USER,
    );
    pki = mkdtempSync(join(tmpdir(), 'opcua-client-pki-'));
    h = await connectorHarness(t.db, `COPCUA-${t.kind}`, MACHINES, { OPCUA_PKI_DIR: pki });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await plant?.stop();
    rmSync(pki, { recursive: true, force: true });
  });

  const opcuaSource = (name: string, machines: unknown, extra: Record<string, unknown> = {}) =>
    h.addSource({ name, kind: 'opcua', url: plant.url, ...USER, settings: { sampling_interval_ms: 100, machines }, ...extra });

  it('counters as running totals, a stop from the running state and a reset reach the results; the first reading is the baseline; a bad value is listed', async () => {
    const s = await opcuaSource('Press line', [
      { machine: 'O1', nodes: [{ node_id: node('O1.Count'), signal: 'produced' }, { node_id: node('O1.Scrap'), signal: 'scrap' }, { node_id: node('O1.Running'), signal: 'state' }] },
    ]);
    expect(s).toMatchObject({ kind: 'opcua', has_password: true });
    expect(JSON.stringify(s)).not.toContain(USER.password);
    await h.status(s.id, 'connected');
    // The subscription's baseline readings first; then each change is read before the next (the server samples every 100 ms).
    let seen = 3;
    await expect.poll(async () => (await h.source(s.id)).messages, { timeout: 20_000, interval: 100 }).toBe(seen);
    const change = async (name: string, value: number | boolean, seconds: number) => {
      plant.set(name, value, at(seconds));
      seen += 1;
      await expect.poll(async () => (await h.source(s.id)).messages, { timeout: 20_000, interval: 50 }).toBe(seen);
    };
    await change('O1.Count', 1_005, 1);
    await change('O1.Count', 1_012, 2);
    await change('O1.Scrap', 11, 2);
    await change('O1.Running', false, 3);
    await change('O1.Running', true, 63);
    await change('O1.Count', 3, 64); // the PLC's counter was reset: 3 units since
    plant.set('O1.Scrap', 0, at(65), StatusCodes.BadSensorFailure);
    await expect.poll(() => h.units('O1'), { timeout: 20_000, interval: 100 }).toEqual({ produced: 15, scrapped: 1 });
    const stops = await t.db.query<{ reason_name: string; secs: number }>(
      `SELECT reason_name, extract(epoch FROM "end" - "timestamp")::int AS secs FROM bigbrain_inpevent WHERE _company_id = $1 AND machine_key = 'O1' AND type = 'DOWN'`,
      [h.companyId],
    );
    expect(stops.rows).toEqual([{ reason_name: 'Unspecified stop', secs: 60 }]);
    await expect.poll(async () => (await h.source(s.id)).last_rejected.map((r) => [r.origin, r.reason]), { timeout: 10_000 }).toEqual([
      [node('O1.Scrap'), 'The server reports BadSensorFailure for this node: the value is not usable'],
    ]);
  });

  it('the OPC UA server restarts mid-stream: the source reconnects, and no change is lost or counted twice', async () => {
    const s = await opcuaSource('Restart', [{ machine: 'O2', nodes: [{ node_id: node('O2.Count'), signal: 'produced' }] }]);
    await h.status(s.id, 'connected');
    await expect.poll(async () => (await h.source(s.id)).messages, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    for (let i = 1; i <= 10; i++) {
      plant.set('O2.Count', 500 + i * 2, at(i));
      await expect.poll(() => h.units('O2'), { timeout: 20_000, interval: 50 }).toEqual({ produced: i * 2, scrapped: 0 });
      if (i === 5) {
        await plant.restart();
        await h.status(s.id, 'connected', 60_000);
      }
    }
    expect(await h.units('O2')).toEqual({ produced: 20, scrapped: 0 });
  }, 120_000);

  it('wrong credentials, an unknown node and nothing at the address: each in error with the reason in words', async () => {
    const wrong = await opcuaSource('Wrong password', [{ machine: 'O3', nodes: [{ node_id: node('O3.Count'), signal: 'produced' }] }], { password: 'not-it' });
    await h.status(wrong.id, 'error');
    expect((await h.source(wrong.id)).last_error).toMatch(/^The OPC UA server refused the username or password/);
    expect((await h.call('GET', '/v1/data_sources/')).body).not.toContain('not-it');

    const unknown = await opcuaSource('Unknown node', [{ machine: 'O3', nodes: [{ node_id: node('O3.Nope'), signal: 'produced' }] }]);
    await expect.poll(async () => (await h.source(unknown.id)).last_error ?? '', { timeout: 20_000, interval: 100 }).toMatch(/BadNodeIdUnknown/);

    const nowhere = await h.addSource({ name: 'Nowhere', kind: 'opcua', url: `opc.tcp://127.0.0.1:${await freePort()}/UA`, settings: { machines: [{ machine: 'O3', nodes: [{ node_id: 'ns=1;i=5', signal: 'produced' }] }] } });
    await h.status(nowhere.id, 'error');
    expect((await h.source(nowhere.id)).last_error).toMatch(/does not answer|Nothing accepts connections/);
    for (const id of [wrong.id, unknown.id, nowhere.id]) expect((await h.call('DELETE', `/v1/data_sources/${id}/`)).statusCode).toBe(204);
  }, 60_000);

  it('bad settings are refused with 400 naming the field, and nothing is stored', async () => {
    const before = (await h.call('GET', '/v1/data_sources/')).json<unknown[]>().length;
    const refused = async (url: string, settings: unknown, texts: string[]) => {
      const r = await h.call('POST', '/v1/data_sources/', { name: 'Bad', kind: 'opcua', url, settings });
      expect(r.statusCode).toBe(400);
      for (const text of texts) expect(r.body).toContain(text);
    };
    await refused('mqtt://plant:4840', { machines: [{ machine: 'O1', nodes: [{ node_id: 'Count', signal: 'produced' }, { node_id: 'ns=1;i=7', signal: 'speed' }] }] }, [
      'A opcua URL starts with opc.tcp://', 'A node id looks like ns=2;s=Line1.Press.Count', 'Signal must be one of',
    ]);
    await refused(plant.url, { security_mode: 'Sign', security_policy: 'None', machines: [{ machine: 'O1', nodes: [{ node_id: 'ns=1;i=7', signal: 'produced' }] }] }, [
      'Security policy None goes with security mode None',
    ]);
    await refused(plant.url, { machines: [] }, ['Give at least one machine and its nodes']);
    expect((await h.call('GET', '/v1/data_sources/')).json<unknown[]>()).toHaveLength(before);
  });
});
