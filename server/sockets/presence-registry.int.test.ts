import { beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { forEachDatabase } from '../../tests/support/databases';
import type { LiveUser } from '../../core/session/backend-session-info';
import { PRESENCE_TTL_MS, PresenceRegistry } from './presence-registry';

const user = (tab: string, company: string, since: string, location = '/graph'): LiveUser => ({
  tab_id: tab,
  user_id: `U-${tab}`,
  username: `User ${tab}`,
  email: `${tab}@example.com`,
  company_euid: company,
  location,
  connected_since: since,
});

forEachDatabase('PresenceRegistry (live socket: current users per company, shared through the database)', (t) => {
  const ids = { A: 0, B: 0 };
  const clock = new FixedClock('2026-01-01T08:00:00Z');
  beforeAll(async () => {
    for (const c of ['A', 'B'] as const) {
      ids[c] = (await t.db.query<{ id: number }>('INSERT INTO core_company (euid, name) VALUES ($1, $2) RETURNING id', [`CPRES${c}`, `Presence Co ${c}`])).rows[0]!.id;
    }
  });
  const clean = () => t.db.query('DELETE FROM live_presence');

  it('a joined tab appears in its own company and in no other company', async () => {
    await clean();
    const registry = new PresenceRegistry(t.db, clock);
    await registry.join(ids.A, user('a1', 'CPRESA', '2026-01-01T07:00:00.000Z'));
    await registry.join(ids.B, user('b1', 'CPRESB', '2026-01-01T07:01:00.000Z'));
    expect((await registry.usersOf(ids.A)).map((u) => u.tab_id)).toEqual(['a1']);
    expect((await registry.usersOf(ids.B)).map((u) => u.tab_id)).toEqual(['b1']);
    expect((await registry.allUsers()).map((u) => u.tab_id)).toEqual(['a1', 'b1']);
  });

  it('document 3 §7: LOC_CHANGE updates the location the company sees; reports each change once', async () => {
    await clean();
    const changed: number[] = [];
    const registry = new PresenceRegistry(t.db, clock, (c) => changed.push(c));
    const handle = await registry.join(ids.A, user('a1', 'CPRESA', '2026-01-01T07:00:00.000Z'));
    await registry.move(handle, '/graph');
    await registry.move('unknown', '/map');
    await registry.move(handle, '/company/data');
    expect((await registry.usersOf(ids.A))[0]?.location).toBe('/company/data');
    await registry.leave('unknown');
    await registry.leave(handle);
    expect(await registry.usersOf(ids.A)).toEqual([]);
    expect(changed).toEqual([ids.A, ids.A, ids.A]);
  });

  it('two server processes on one database report the same users; a dead process\'s tabs expire', async () => {
    await clean();
    const movingClock = new FixedClock('2026-01-01T08:00:00Z');
    const advance = (ms: number) => movingClock.set(movingClock.now() + ms);
    const first = new PresenceRegistry(t.db, movingClock);
    const second = new PresenceRegistry(t.db, movingClock);
    await first.join(ids.A, user('p1', 'CPRESA', '2026-01-01T07:00:00.000Z'));
    await second.join(ids.A, user('p2', 'CPRESA', '2026-01-01T07:01:00.000Z'));
    expect((await first.usersOf(ids.A)).map((u) => u.tab_id)).toEqual(['p1', 'p2']);
    expect((await second.usersOf(ids.A)).map((u) => u.tab_id)).toEqual(['p1', 'p2']);
    // The first process keeps beating; the second stops (it crashed): its tab disappears after the TTL.
    advance(PRESENCE_TTL_MS / 2);
    await first.heartbeat();
    advance(PRESENCE_TTL_MS / 2 + 1000);
    expect((await first.usersOf(ids.A)).map((u) => u.tab_id)).toEqual(['p1']);
    await first.heartbeat();
    expect((await t.db.query('SELECT handle FROM live_presence')).rows).toHaveLength(1);
    await first.leaveAll();
    expect(await second.allUsers()).toEqual([]);
  });
});
