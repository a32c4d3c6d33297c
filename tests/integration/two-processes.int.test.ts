import { connect, createServer, type Server } from 'node:net';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../support/databases';
import { TestSocket } from '../../server/sockets/socket-test-client';
import { freePort } from '../support/free-port';
import { GraphqlWsTestClient } from './graphql-ws-client';
import { oidcLogin } from '../support/oidc-login';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const ADMIN = { email: 'admin@oee-demo.example.com', password: 'Admin#Demo2025' };

/** A round-robin TCP proxy on loopback: each new connection goes to the next process, as a load balancer's. */
async function roundRobin(port: number, backends: () => readonly number[]): Promise<Server> {
  let next = 0;
  const server = createServer((client) => {
    const ports = backends();
    const upstream = connect(ports[next++ % ports.length]!, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

// Issue 40, several processes: two servers from npm start's entry point on one PostgreSQL database
// behind a load balancer, both answering for the balancer's address (PUBLIC_URL). Sessions, the
// identity provider's state and every write live in the database, so either process serves a user
// the other signed in, and a process killed with SIGKILL loses nothing it acknowledged.
let db: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let proxy: Server | undefined;
let publicUrl = '';

beforeAll(async () => {
  db = await openTestDatabase('server');
  const proxyPort = await freePort();
  publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = { PUBLIC_URL: publicUrl, DEMO_MACHINES: '2', DEMO_DAYS: '1' };
  // The first seeds the demo plant on the empty database; the second finds it and seeds nothing.
  a = await startServerProcess(db.url!, env);
  b = await startServerProcess(db.url!, env);
  const ports = [a, b].map((p) => Number(new URL(p.url).port));
  proxy = await roundRobin(proxyPort, () => ports);
}, 240_000);
afterAll(async () => {
  proxy?.close();
  await a?.kill('SIGTERM');
  await b?.kill('SIGTERM');
  await db?.dispose();
});

it('a user signed in through the balancer is served by each process, is present on both, sees through one a write made through the other, and an event one process acknowledged survives its SIGKILL', async () => {
  // The sign-in's requests (authorize, the login form, the token) go to both processes in turn.
  const tokens = await oidcLogin({ baseUrl: publicUrl, ...ADMIN });
  const as = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json', ...init.headers } });
  const whoOn = async (server: ServerProcess) => ((await (await as(server, '/v1/company_profile/me/')).json()) as { email?: string }).email;
  expect([await whoOn(a!), await whoOn(b!)]).toEqual([ADMIN.email, ADMIN.email]);

  // A tab present through A is among the company's users as B answers them (presence is kept in
  // the database, not in one process's memory).
  const company = (await db!.db.query<{ euid: string }>('SELECT c.euid FROM core_user u JOIN core_company c ON c.id = u._company_id WHERE u.email = $1', [ADMIN.email])).rows[0]!.euid;
  const live = await TestSocket.open(`${a!.url.replace(/^http/, 'ws')}/ws/live/`);
  // A write through A reaches a GraphQL subscription held open on B (the change goes round through PostgreSQL).
  const subscription = await GraphqlWsTestClient.open(`${b!.url.replace(/^http/, 'ws')}/v1/graphql`);
  try {
    live.send({ tab_id: 'tab-on-a', user_id: 'ignored', username: 'Admin', email: ADMIN.email, company_euid: company, session_id: 's-on-a', location: '/explorer', token: tokens.accessToken });
    await live.next((m) => m.type === 'JOINED');
    const usersOnB = async () => JSON.stringify(((await (await as(b!, '/v1/navutil/backend_state/read/', { method: 'POST', body: JSON.stringify({ fields: ['users'] }) })).json()) as { users: unknown }).users);
    await expect.poll(usersOnB, { timeout: 15_000, interval: 200 }).toContain('tab-on-a');

    subscription.send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${tokens.accessToken}` } } });
    await subscription.next((f) => f.type === 'connection_ack');
    subscription.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { bigbrain_part(where: {name: {_eq: "Written through A"}}) { name } }' } });
    await subscription.next((f) => f.type === 'next' && f.id === '1' && f.payload.data.bigbrain_part.length === 0);
    const part = await as(a!, '/v1/part/', { method: 'POST', body: JSON.stringify({ name: 'Written through A', desc: '', ppm: 2 }) });
    expect(part.status, await part.clone().text()).toBeLessThan(300);
    await subscription.next((f) => f.type === 'next' && f.id === '1' && f.payload.data.bigbrain_part.length === 1, 15_000);
  } finally {
    await Promise.all([live.close(), subscription.close()]);
  }

  const machines = (await (await as(b!, '/v1/entity/?category=MACHINE')).json()) as { results: Array<{ key: string }> };
  const machineKey = machines.results[0]!.key;
  // Yesterday 10:00 in the plant's zone (US/Eastern, the demo plant's): inside its Day shift.
  const yesterday = DateTime.now().setZone('America/New_York').minus({ days: 1 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  const event = { timestamp: yesterday.toISO(), machine_key: machineKey, shift_date: yesterday.toISODate(), shift_key: 'DAY', type: 'PROD', quantity: 7, erp_trans: 'two-processes-1' };
  const written = await as(a!, '/v1/ingest/events', { method: 'POST', body: JSON.stringify([event]) });
  expect(written.status, await written.clone().text()).toBeLessThan(300);
  await a!.kill('SIGKILL');

  // The surviving process serves the user the event the killed one acknowledged.
  const read = await as(b!, '/v1/graphql', { method: 'POST', body: JSON.stringify({ query: '{ bigbrain_inpevent(where: {erp_trans: {_eq: "two-processes-1"}}) { quantity machine_key } }' }) });
  expect(await read.json()).toEqual({ data: { bigbrain_inpevent: [{ quantity: 7, machine_key: machineKey }] } });
}, 180_000);
