import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../core/platform';
import { testProfile } from '../api/test-profile';
import { UnexpectedHttpClient } from '../api/test-doubles';
import { loadSession, parseToggles } from './profile-loader';

describe('profile loading', () => {
  it('asks for the profile with the current time in ms and builds the gating session', async () => {
    const calls: unknown[] = [];
    const http = new (class extends UnexpectedHttpClient {
      override get<T>(path: string, params?: unknown): Promise<T> {
        calls.push([path, params]);
        if (path === '/v1/company_profile/me/') return Promise.resolve(testProfile({ company_name: 'Scherdel', role: 'MANAGER' }) as T);
        return Promise.resolve(['settings-parts'] as T);
      }
    })();
    const { session } = await loadSession(http, new FixedClock(1_700_000_000_000));
    expect(calls[0]).toEqual(['/v1/company_profile/me/', { timestamp: 1_700_000_000_000 }]);
    expect(session.companyName).toBe('Scherdel');
    expect(session.role).toBe('MANAGER');
    expect([...session.toggles]).toEqual(['settings-parts']);
  });

  it.each([
    [['a', 'b'], ['a', 'b']],
    [{ results: [{ plugin_id: 'a', enabled: true }, { plugin_id: 'b', enabled: false }] }, ['a']],
    [null, []],
    ['oops', []],
  ])('reads toggles %j as %j', (body, ids) => {
    expect(parseToggles(body)).toEqual(ids);
  });
});
