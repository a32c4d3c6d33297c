import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_COMPANIES } from '../../core/session';
import type { PluginManifest } from '../api/manifest';
import { UnexpectedHttpClient } from '../testing/test-doubles';
import { testProfile } from '../testing/test-profile';
import { BehaviorSessionStore } from './behavior-session-store';
import { HttpPluginToggles } from './http-plugin-toggles';
import { sessionFromProfile } from './session-from-profile';

const parts: PluginManifest = { id: 'settings-parts', title: 'Parts', enabledWhen: { toggle: 'settings-parts' }, contributes: {} };

class SlowHttp extends UnexpectedHttpClient {
  readonly puts: string[] = [];
  release: () => void = () => undefined;
  override put<T>(path: string, body?: unknown): Promise<T> {
    this.puts.push(path);
    return new Promise<T>((done) => (this.release = () => done({ plugin_id: 'settings-parts', ...(body as object) } as T)));
  }
}

describe('HttpPluginToggles', () => {
  it('refuses an id that no plugin declares as a toggle, without calling the server', async () => {
    const http = new SlowHttp();
    const toggles = new HttpPluginToggles(http, new BehaviorSessionStore(DEFAULT_CUSTOMER_COMPANIES, sessionFromProfile(testProfile())), [parts]);
    await expect(toggles.set('explorer-graph', false)).rejects.toThrow("'explorer-graph' is not a plugin that can be switched on or off.");
    expect(http.puts).toEqual([]);
  });

  it('a sign-out while the change is on its way leaves the session ended', async () => {
    const http = new SlowHttp();
    const sessions = new BehaviorSessionStore(DEFAULT_CUSTOMER_COMPANIES, sessionFromProfile(testProfile({ role: 'ADMIN' })));
    const pending = new HttpPluginToggles(http, sessions, [parts]).set('settings-parts', true);
    sessions.set(undefined);
    http.release();
    await pending;
    expect(sessions.current).toBeUndefined();
  });
});
