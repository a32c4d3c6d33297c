import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import { createAppStore, createDeviceSettingsStore, type AuthEvent } from '../../core/session';
import { testProfile } from '../testing/test-profile';
import { BehaviorSessionStore } from './behavior-session-store';
import { recordDeviceSettings } from './device-settings-recorder';
import { sessionFromProfile } from './session-from-profile';

function setup() {
  const local = new MemoryKeyValueStore();
  const device = createDeviceSettingsStore(local, () => 'D-1');
  const appStore = createAppStore(local);
  const sessions = new BehaviorSessionStore();
  const events = new Subject<AuthEvent>();
  recordDeviceSettings({ device, appStore, sessions, authEvents$: events, sessionId: 'S-1', envname: 'production', domain: 'oee.example.com' });
  const signIn = (euid: string, timezone: string) => sessions.set(sessionFromProfile(testProfile({ euid, timezone })));
  return { device, appStore, sessions, events, signIn };
}

describe('document 3 §3: the device settings follow the session', () => {
  it("a loaded profile records the user's id and zone, this tab's session, the host and the expiry", () => {
    const { device, appStore, signIn } = setup();
    appStore.update((s) => ({ ...s, auth: { ...s.auth, expiresAt: 9_000 } }));
    signIn('P-ann', 'America/Chicago');
    expect(device.value).toMatchObject({ deviceid: 'D-1', userid: 'P-ann', timezone: 'America/Chicago', session: 'S-1', envname: 'production', domain: 'oee.example.com', timeout: 9_000, logout: false });
    appStore.update((s) => ({ ...s, auth: { ...s.auth, expiresAt: 12_000 } }));
    expect(device.value.timeout).toBe(12_000);
  });

  it('Sign Out sets the logout flag and keeps the user id; the next sign-in clears the flag', () => {
    const { device, events, sessions, signIn } = setup();
    signIn('P-ann', 'America/Chicago');
    sessions.set(undefined);
    events.next('need-auth-logout');
    expect(device.value).toMatchObject({ logout: true, userid: 'P-ann', deviceid: 'D-1', timeout: null });
    signIn('P-ann', 'America/Chicago');
    expect(device.value.logout).toBe(false);
  });
});
