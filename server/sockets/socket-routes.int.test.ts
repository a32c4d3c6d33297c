import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { FixedClock } from '../../core/platform';
import { loadConfig } from '../config';
import { buildApp } from '../http/app';
import { HttpError, type AuthContext, type Authenticate, type ServerContext } from '../http/context';
import { CLOSE_CODES, MAX_MESSAGE_BYTES } from './protocol';
import { READ_ALL_REFUSED } from './backend-state-routes';
import { createSocketRoutes } from './socket-routes';
import { TestSocket, type Message } from './socket-test-client';

// The tokens of the fake authenticator: two users of company A (one of them super), one of company B.
interface Person {
  token: string;
  company: 'A' | 'B';
  userEuid: string;
  isSuper: boolean;
}
const ALICE: Person = { token: 'token-alice', company: 'A', userEuid: 'U-ALICE', isSuper: false };
const ANNA: Person = { token: 'token-anna', company: 'A', userEuid: 'U-ANNA', isSuper: false };
const SUE: Person = { token: 'token-sue', company: 'A', userEuid: 'U-SUE', isSuper: true };
const BOB: Person = { token: 'token-bob', company: 'B', userEuid: 'U-BOB', isSuper: false };
const PEOPLE = [ALICE, ANNA, SUE, BOB];
const COMPANY_EUID = { A: 'CSOCKA', B: 'CSOCKB' } as const;
const AUTH_TIMEOUT_MS = 400;

forEachDatabase('websockets and backend-state calls', (t) => {
  const companyId = { A: 0, B: 0 };
  let app: FastifyInstance;
  let base: string;
  const open: TestSocket[] = [];

  const authenticate: Authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const person = PEOPLE.find((p) => header === `Bearer ${p.token}`);
    if (!header) throw new HttpError(401, 'Missing Authorization header: expected "Bearer <access token>".');
    if (!person) throw new HttpError(401, 'Access token signature is invalid.');
    const id = companyId[person.company];
    const auth: AuthContext = {
      userEuid: person.userEuid,
      email: `${person.userEuid.toLowerCase()}@example.com`,
      companyId: id,
      companyEuid: COMPANY_EUID[person.company],
      role: 'ADMIN',
      isSuper: person.isSuper,
      isDemo: false,
      claims: {
        'x-hasura-default-role': 'user',
        'x-hasura-allowed-roles': ['user'],
        'x-hasura-user-id': person.userEuid,
        'x-hasura-company-id': String(id),
        'x-hasura-company': COMPANY_EUID[person.company],
        'x-hasura-app-role': 'ADMIN',
      },
    };
    return auth;
  };

  beforeAll(async () => {
    for (const c of ['A', 'B'] as const) {
      const r = await t.db.query<{ id: number }>(`INSERT INTO core_company (euid, name) VALUES ($1, $2) RETURNING id`, [COMPANY_EUID[c], `Socket Co ${c}`]);
      companyId[c] = r.rows[0]!.id;
    }
    // The users behind the tokens: the live socket shows a user by the name on their row.
    for (const p of PEOPLE) {
      await t.db.query(`INSERT INTO core_user (euid, email, first_name, last_name, _company_id) VALUES ($1, $2, $3, 'Socket', $4)`, [
        p.userEuid, `${p.userEuid.toLowerCase()}@example.com`, p.userEuid.slice(2), companyId[p.company],
      ]);
    }
    const ctx: ServerContext = {
      db: t.db,
      config: loadConfig({}),
      log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
      authenticate,
    };
    const routes = createSocketRoutes({ clock: new FixedClock('2026-03-02T08:00:00Z'), refreshWindowMs: 50, authTimeoutMs: AUTH_TIMEOUT_MS });
    app = await buildApp(ctx, [routes], { distDir: '/nonexistent/dist', publicDir: '/nonexistent/public' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    base = `127.0.0.1:${address.port}`;
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await t.db.exec('DELETE FROM sch_queue; DELETE FROM ent_queue');
  });

  afterAll(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await app?.close();
  });

  const connect = async (path: string, headers?: Record<string, string>) => {
    const socket = await TestSocket.open(`ws://${base}${path}`, headers);
    open.push(socket);
    return socket;
  };
  /** A backend-state socket after INIT, with its full state received. */
  const subscribe = async (person: Person) => {
    const socket = await connect('/ws/backend_state/');
    socket.send({ type: 'INIT', payload: { token: person.token, tab_id: `tab-${person.userEuid}`, session_id: 'session-1' } });
    await socket.next((m) => m.type === 'STATE');
    return socket;
  };
  /** A live socket after its hello was accepted. */
  const goLive = async (person: Person, location: string) => {
    const socket = await connect('/ws/live/');
    socket.send({
      token: person.token,
      tab_id: `tab-${person.userEuid}`,
      user_id: person.userEuid,
      username: person.userEuid,
      email: 'ignored@example.com',
      company_euid: COMPANY_EUID[person.company],
      session_id: 'session-1',
      location,
    });
    await socket.next((m) => m.type === 'JOINED');
    return socket;
  };
  const queueSchedule = (company: 'A' | 'B', machine: string) =>
    t.db.query(`INSERT INTO sch_queue (_company_id, machine_key, shift_date, shift_key) VALUES ($1, $2, '2026-03-02', 'DAY')`, [companyId[company], machine]);
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`http://${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const patches = (socket: TestSocket) => socket.received.filter((m) => m.type === 'PATCH').map((m) => m.payload as Record<string, unknown>);

  it('INIT with a valid token gives the full state of the caller\'s company', async () => {
    await queueSchedule('A', 'M1');
    const socket = await subscribe(ALICE);
    const state = (await socket.next((m) => m.type === 'STATE')).payload as Record<string, unknown>;
    expect(state).toMatchObject({ euid: COMPANY_EUID.A, name: 'Socket Co A', sch_queue: 1, ent_queue: 0, sch_joblog: 0, ent_joblog: 0, users: [] });
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['progress', 'errors', 'scheduled_downtimes', 'last_input', 'desc']));
  });

  it('a queue change in the database produces a patch of only the changed keys within a second', async () => {
    const socket = await subscribe(ALICE);
    await queueSchedule('A', 'M1');
    const patch = await socket.next((m) => m.type === 'PATCH', 1_000);
    expect(patch.payload).toEqual({ sch_queue: 1 });
  });

  it("company A's socket never receives company B's state or users", async () => {
    const alice = await subscribe(ALICE);
    const bob = await subscribe(BOB);
    await queueSchedule('B', 'MB1');
    await bob.next((m) => m.type === 'PATCH' && (m.payload as { sch_queue?: number }).sch_queue === 1);
    await goLive(BOB, '/graph');
    await bob.next((m) => m.type === 'PATCH' && Array.isArray((m.payload as { users?: unknown }).users));
    // A change of A's own afterwards shows that every earlier refresh has reached A as well.
    await queueSchedule('A', 'MA1');
    await alice.next((m) => m.type === 'PATCH');
    expect(patches(alice)).toEqual([{ sch_queue: 1 }]);
    expect(JSON.stringify(alice.received)).not.toContain(COMPANY_EUID.B);
    expect(JSON.stringify(alice.received)).not.toContain('U-BOB');
  });

  it('SUPER patches (every company) go to super users only', async () => {
    const alice = await subscribe(ALICE);
    const sue = await subscribe(SUE);
    const initial = await sue.next((m) => m.type === 'PATCH' && 'SUPER' in (m.payload as object));
    expect((initial.payload as { SUPER: { sch_queue: number } }).SUPER.sch_queue).toBe(0);
    await queueSchedule('B', 'MB1');
    const superPatch = await sue.next((m) => m.type === 'PATCH' && (m.payload as { SUPER?: { sch_queue?: number } }).SUPER?.sch_queue === 1);
    expect(superPatch.payload).toEqual({ SUPER: { sch_queue: 1 } });
    await queueSchedule('A', 'MA1');
    await alice.next((m) => m.type === 'PATCH');
    expect(alice.received.some((m) => JSON.stringify(m.payload ?? {}).includes('SUPER'))).toBe(false);
  });

  it('read answers only the requested fields of the caller\'s company', async () => {
    await queueSchedule('A', 'MA1');
    await queueSchedule('B', 'MB1');
    await queueSchedule('B', 'MB2');
    const answer = await post('/v1/navutil/backend_state/read/', { fields: ['sch_queue', 'ent_queue'] }, BOB.token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ sch_queue: 2, ent_queue: 0 });
  });

  it('read_all answers every company for a super user and is refused (403) to others', async () => {
    await queueSchedule('A', 'MA1');
    await queueSchedule('B', 'MB1');
    const refused = await post('/v1/navutil/backend_state/read_all/', { fields: ['sch_queue'] }, ALICE.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: READ_ALL_REFUSED });
    const all = await post('/v1/navutil/backend_state/read_all/', { fields: ['sch_queue'] }, SUE.token);
    expect(await all.json()).toEqual({
      sch_queue: 2,
      companies: [
        { euid: COMPANY_EUID.A, name: 'Socket Co A', sch_queue: 1 },
        { euid: COMPANY_EUID.B, name: 'Socket Co B', sch_queue: 1 },
      ],
    });
  });

  it('a super user schedules a maintenance notice: the company sockets get it as a patch at once; others may not; a deleted one goes', async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 5_400_000).toISOString();
    const notice = { message: 'Upgrade at [TIME]', start, end, company_euid: COMPANY_EUID.A };
    const refused = await post('/v1/navutil/scheduled_downtime/', notice, ALICE.token);
    expect(refused.status).toBe(403);
    const bad = await post('/v1/navutil/scheduled_downtime/', { ...notice, end: start }, SUE.token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ end: ['End must be after the start'] });

    const alice = await subscribe(ALICE);
    const bob = await subscribe(BOB);
    await alice.next((m) => m.type === 'STATE');
    const created = await post('/v1/navutil/scheduled_downtime/', notice, SUE.token);
    expect(created.status).toBe(201);
    const { results } = (await created.json()) as { results: Array<{ pk: number; message: string; company_euid: string }> };
    const mine = results.find((r) => r.message === 'Upgrade at [TIME]')!;
    // [TIME] is the start when a notice is created; the list says when it is, as the banner's state does.
    expect(mine).toMatchObject({ company_euid: COMPANY_EUID.A, start_epoch: Date.parse(start), end_epoch: Date.parse(end), time_epoch: Date.parse(start) });
    const patch = await alice.next((m) => m.type === 'PATCH' && 'scheduled_downtimes' in (m.payload as object), 2_000);
    expect((patch.payload as { scheduled_downtimes: Array<{ message: string }> }).scheduled_downtimes.map((d) => d.message)).toContain('Upgrade at [TIME]');
    // Company B's users never see company A's notice.
    expect(patches(bob).some((p) => JSON.stringify(p).includes('Upgrade at'))).toBe(false);

    const removed = await fetch(`http://${base}/v1/navutil/scheduled_downtime/${mine.pk}/`, { method: 'DELETE', headers: { authorization: `Bearer ${SUE.token}` } });
    expect(removed.status).toBe(200);
    const gone = await alice.next((m) => m.type === 'PATCH' && 'scheduled_downtimes' in (m.payload as object) && !JSON.stringify(m.payload).includes('Upgrade at'), 2_000);
    expect(gone).toBeDefined();
  });

  it('read refuses unknown fields (400 with field errors) and calls without a token (401)', async () => {
    const bad = await post('/v1/navutil/backend_state/read/', { fields: ['sch_queue', 'password_hash'] }, ALICE.token);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['fields.1']);
    const anonymous = await post('/v1/navutil/backend_state/read/', { fields: ['sch_queue'] });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['a bad token', { token: 'forged' }, 'Access token signature is invalid.'],
    ['a missing token', { tab_id: 't', session_id: 's' }, 'Missing access token.'],
  ])('INIT with %s closes the socket with 4401', async (_case, payload, reason) => {
    const socket = await connect('/ws/backend_state/');
    socket.send({ type: 'INIT', payload });
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.unauthorized, reason });
    expect(socket.received.some((m) => m.type === 'STATE')).toBe(false);
  });

  it('a socket that sends no INIT is closed with 4401 after the timeout', async () => {
    const socket = await connect('/ws/backend_state/');
    const closed = await socket.closed;
    expect(closed.code).toBe(CLOSE_CODES.unauthorized);
  });

  it('PING gets PONG at once, before and after INIT', async () => {
    const socket = await connect('/ws/backend_state/');
    socket.send({ type: 'PING' });
    await socket.next((m) => m.type === 'PONG', 500);
    socket.send({ type: 'INIT', payload: { token: ALICE.token, tab_id: 't', session_id: 's' } });
    await socket.next((m) => m.type === 'STATE');
    const from = socket.received.length;
    socket.send({ type: 'PING' });
    await socket.next((m) => m.type === 'PONG', 500, from);
  });

  it.each([
    ['text that is not JSON', 'hello?', 'Malformed message: expected a JSON object.'],
    ['an unknown type', { type: 'SUBSCRIBE' }, 'Unknown message type: SUBSCRIBE'],
    ['an INIT without payload', { type: 'INIT' }, 'Invalid message: payload: '],
  ])('a malformed message (%s) gets an ERROR and the socket stays open', async (_case, message, detail) => {
    const socket = await subscribe(ALICE);
    socket.send(message);
    const error = await socket.next((m) => m.type === 'ERROR');
    expect((error.payload as { detail: string }).detail).toContain(detail);
    const from = socket.received.length;
    socket.send({ type: 'PING' });
    await socket.next((m) => m.type === 'PONG', 500, from);
    expect(socket.isOpen).toBe(true);
  });

  it('an oversized message is refused: the socket closes with 1009', async () => {
    const socket = await subscribe(ALICE);
    socket.send({ type: 'PING', padding: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect((await socket.closed).code).toBe(CLOSE_CODES.tooBig);
  });

  it("the live socket lists the tab in its company's users as an anonymous tab and in the super users' view with who and where; LOC_CHANGE moves it, and closing removes it", async () => {
    const alice = await subscribe(ALICE);
    const bob = await subscribe(BOB);
    const sue = await subscribe(SUE);
    const superUsers = (m: Message) => (m.payload as { SUPER?: { users?: Array<{ location: string }> } }).SUPER?.users;
    const anna = await goLive(ANNA, '/graph');
    const joined = await alice.next((m) => m.type === 'PATCH' && ((m.payload as { users?: unknown[] }).users?.length ?? 0) > 0);
    // Issue 34, least privilege: a colleague learns that a tab is open, not whose or where.
    expect((joined.payload as { users: unknown[] }).users).toEqual([{ tab_id: 'tab-U-ANNA', connected_since: '2026-03-02T08:00:00.000Z' }]);
    const seenBySuper = await sue.next((m) => m.type === 'PATCH' && (superUsers(m)?.length ?? 0) > 0);
    expect(superUsers(seenBySuper)).toEqual([
      {
        tab_id: 'tab-U-ANNA',
        user_id: 'U-ANNA',
        username: 'ANNA Socket', // the user's name, not the message's 'U-ANNA'
        email: 'u-anna@example.com', // from the token, not from the message
        company_euid: COMPANY_EUID.A,
        location: '/graph',
        connected_since: '2026-03-02T08:00:00.000Z',
      },
    ]);
    anna.send({ type: 'LOC_CHANGE', location: '/company/data' });
    await sue.next((m) => m.type === 'PATCH' && superUsers(m)?.[0]?.location === '/company/data');
    await anna.close();
    await alice.next((m) => m.type === 'PATCH' && (m.payload as { users?: unknown[] }).users?.length === 0);
    expect(JSON.stringify(alice.received)).not.toContain('u-anna@example.com');
    expect(JSON.stringify(bob.received)).not.toContain('tab-U-ANNA');
  });

  it('the live socket refuses a company other than the token\'s (4403) and a bad token (4401)', async () => {
    const other = await connect('/ws/live/');
    other.send({ token: ALICE.token, tab_id: 't', user_id: 'U-ALICE', username: 'a', email: 'a@x', company_euid: COMPANY_EUID.B, session_id: 's', location: '/' });
    expect((await other.closed).code).toBe(CLOSE_CODES.forbidden);
    const forged = await connect('/ws/live/');
    forged.send({ token: 'forged', tab_id: 't', user_id: 'U-ALICE', username: 'a', email: 'a@x', company_euid: COMPANY_EUID.A, session_id: 's', location: '/' });
    expect((await forged.closed).code).toBe(CLOSE_CODES.unauthorized);
  });

  it('the live socket also takes the token from an Authorization header on the upgrade request', async () => {
    const alice = await subscribe(ALICE);
    const socket = await connect('/ws/live/', { authorization: `Bearer ${ANNA.token}` });
    socket.send({ tab_id: 't-h', user_id: 'U-ANNA', username: 'anna', email: 'a@x', company_euid: COMPANY_EUID.A, session_id: 's', location: '/map' });
    await socket.next((m) => m.type === 'JOINED');
    await alice.next((m) => m.type === 'PATCH' && (m.payload as { users?: Array<{ tab_id: string }> }).users?.[0]?.tab_id === 't-h');
  });

  it('the live socket answers LOC_CHANGE before the hello with an ERROR and stays open', async () => {
    const socket = await connect('/ws/live/');
    socket.send({ type: 'LOC_CHANGE', location: '/graph' });
    const error = await socket.next((m: Message) => m.type === 'ERROR');
    expect((error.payload as { detail: string }).detail).toBe('Send the hello message before LOC_CHANGE.');
    expect(socket.isOpen).toBe(true);
  });

  it('document 3 §7: two server processes on one database report the same live users (presence in the database)', async () => {
    const ctx: ServerContext = { db: t.db, config: loadConfig({}), log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) }, authenticate };
    const second = await buildApp(ctx, [createSocketRoutes({ clock: new FixedClock('2026-03-02T08:00:00Z'), refreshWindowMs: 50 })], { distDir: '/nonexistent/dist', publicDir: '/nonexistent/public' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      if (!address || typeof address !== 'object') throw new Error('no address');
      // Anna is on the first process; Sue asks the second one.
      await goLive(ANNA, '/company/data');
      const res = await fetch(`http://127.0.0.1:${address.port}/v1/navutil/backend_state/read_all/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SUE.token}` },
        body: JSON.stringify({ fields: ['users'] }),
      });
      const body = (await res.json()) as { users: Array<{ user_id: string; location: string }>; companies: Array<{ euid: string; users: unknown[] }> };
      expect(body.users.map((u) => [u.user_id, u.location])).toEqual([['U-ANNA', '/company/data']]);
      expect(body.companies.find((c) => c.euid === COMPANY_EUID.A)?.users).toHaveLength(1);
      expect(body.companies.find((c) => c.euid === COMPANY_EUID.B)?.users).toHaveLength(0);
    } finally {
      await second.close();
    }
  });
});
