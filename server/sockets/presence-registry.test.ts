import { describe, expect, it } from 'vitest';
import { PresenceRegistry, type LiveUser } from './presence-registry';

const user = (tab: string, company: string, since: string, location = '/graph'): LiveUser => ({
  tab_id: tab,
  user_id: `U-${tab}`,
  username: `User ${tab}`,
  email: `${tab}@example.com`,
  company_euid: company,
  location,
  connected_since: since,
});

describe('PresenceRegistry (live socket: current users per company)', () => {
  it('a joined tab appears in its own company and in no other company', () => {
    const registry = new PresenceRegistry();
    registry.join(1, user('a1', 'CA', '2026-01-01T07:00:00.000Z'));
    registry.join(2, user('b1', 'CB', '2026-01-01T07:01:00.000Z'));
    expect(registry.usersOf(1).map((u) => u.tab_id)).toEqual(['a1']);
    expect(registry.usersOf(2).map((u) => u.tab_id)).toEqual(['b1']);
    expect(registry.allUsers().map((u) => u.tab_id)).toEqual(['a1', 'b1']);
  });

  it('LOC_CHANGE updates the location the company sees', () => {
    const registry = new PresenceRegistry();
    const handle = registry.join(1, user('a1', 'CA', '2026-01-01T07:00:00.000Z'));
    registry.move(handle, '/company/data');
    expect(registry.usersOf(1)[0]?.location).toBe('/company/data');
  });

  it('closing a tab removes it; a reloading tab is listed once per connection', () => {
    const registry = new PresenceRegistry();
    const first = registry.join(1, user('a1', 'CA', '2026-01-01T07:00:00.000Z'));
    registry.join(1, user('a1', 'CA', '2026-01-01T07:05:00.000Z'));
    expect(registry.usersOf(1)).toHaveLength(2);
    registry.leave(first);
    expect(registry.usersOf(1).map((u) => u.connected_since)).toEqual(['2026-01-01T07:05:00.000Z']);
  });

  it('reports each change with the company it touched, and nothing for no-op moves or unknown handles', () => {
    const changed: number[] = [];
    const registry = new PresenceRegistry((c) => changed.push(c));
    const handle = registry.join(2, user('b1', 'CB', '2026-01-01T07:00:00.000Z', '/graph'));
    registry.move(handle, '/graph');
    registry.move(999, '/map');
    registry.leave(999);
    registry.move(handle, '/map');
    registry.leave(handle);
    expect(changed).toEqual([2, 2, 2]);
  });

  it('callers get copies: changing a returned user does not change the registry', () => {
    const registry = new PresenceRegistry();
    registry.join(1, user('a1', 'CA', '2026-01-01T07:00:00.000Z'));
    registry.usersOf(1)[0]!.location = '/tampered';
    expect(registry.usersOf(1)[0]?.location).toBe('/graph');
  });
});
