import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { testProfile } from '../testing/test-profile';
import { UnexpectedHttpClient } from '../testing/test-doubles';
import { loadSession, parseToggleStates } from './profile-loader';

describe('profile loading', () => {
  it('asks for the profile with the current time in ms and the X-SessionID header (document 3 §7: the session call sets it), and builds the gating session, with the customer the server resolved', async () => {
    const calls: unknown[] = [];
    const http = new (class extends UnexpectedHttpClient {
      override get<T>(path: string, params?: unknown, options?: unknown): Promise<T> {
        calls.push([path, params, options]);
        if (path === '/v1/company_profile/me/') return Promise.resolve(testProfile({ company_name: 'Scherdel', customer: 'mrp', role: 'MANAGER' }) as T);
        return Promise.resolve(['settings-parts'] as T);
      }
    })();
    const { session } = await loadSession(http, new FixedClock(1_700_000_000_000), 'session-7');
    expect(calls[0]).toEqual(['/v1/company_profile/me/', { timestamp: 1_700_000_000_000 }, { headers: { 'X-SessionID': 'session-7' } }]);
    expect(session.companyName).toBe('Scherdel');
    expect(session.customer).toBe('mrp');
    expect(session.role).toBe('MANAGER');
    expect([...session.toggles]).toEqual(['settings-parts']);
  });

  it('asks for the plugin switches while the profile is on its way, not after it (one round trip less before the shell shows)', async () => {
    const asked: string[] = [];
    let answerProfile: () => void = () => {};
    const http = new (class extends UnexpectedHttpClient {
      override get<T>(path: string): Promise<T> {
        asked.push(path);
        if (path === '/v1/company_profile/me/') return new Promise<T>((done) => (answerProfile = () => done(testProfile({}) as T)));
        return Promise.resolve([] as T);
      }
    })();
    const loading = loadSession(http, new FixedClock(0), 's');
    await Promise.resolve();
    expect(asked).toEqual(['/v1/company_profile/me/', '/v1/plugin_toggle/']);
    answerProfile();
    await loading;
  });

  it.each([
    [['a', 'b'], ['a', 'b']],
    [{ results: [{ plugin_id: 'a', enabled: true }, { plugin_id: 'b', enabled: false }] }, ['a']],
    [null, []],
    ['oops', []],
  ])('reads toggles %j as switched on: %j', (body, ids) => {
    expect(parseToggleStates(body).on).toEqual(ids);
  });

  it('reads the server\'s {results: [{plugin_id, enabled}]} rows into switched-on and switched-off ids', () => {
    const body = { results: [{ plugin_id: 'settings-parts', enabled: true }, { plugin_id: 'user-appearance', enabled: false }, { enabled: true }] };
    expect(parseToggleStates(body)).toEqual({ on: ['settings-parts'], off: ['user-appearance'] });
  });

  it('keeps the switched-off ids in the session, so a default-on plugin can be off', async () => {
    const http = new (class extends UnexpectedHttpClient {
      override get<T>(path: string): Promise<T> {
        if (path === '/v1/company_profile/me/') return Promise.resolve(testProfile() as T);
        return Promise.resolve({ results: [{ plugin_id: 'user-appearance', enabled: false }] } as T);
      }
    })();
    const { session } = await loadSession(http, new FixedClock(0), 'session-1');
    expect([...session.togglesOff]).toEqual(['user-appearance']);
    expect(session.toggles.size).toBe(0);
  });
});
