import { combineLatest, distinctUntilChanged, filter, map, Subscription, type Observable } from 'rxjs';
import { signedIn, signedOut, type AuthEvent, type DeviceSettings } from '../../core/session';
import type { AppStore, DeviceSettingsStore } from '../api/app-store';
import type { SessionStore } from '../api/session';

export interface DeviceSettingsRecorderDeps {
  device: DeviceSettingsStore;
  appStore: AppStore;
  sessions: SessionStore;
  authEvents$: Observable<AuthEvent>;
  /** This tab's X-SessionID. */
  sessionId: string;
  envname: string;
  /** The page's host name. */
  domain: string;
}

/**
 * Writes document 3 §3's device settings as the session goes: each profile load (and each renewed
 * token's expiry) records the user, zone, session and timeout with the logout flag cleared; Sign
 * Out sets the flag. Writes only when something changed, so a renewal every 5 minutes is one write.
 */
export function recordDeviceSettings(deps: DeviceSettingsRecorderDeps): Subscription {
  const { device, appStore, sessions, authEvents$, sessionId, envname, domain } = deps;
  const write = (next: DeviceSettings) => {
    if (JSON.stringify(next) !== JSON.stringify(device.value)) device.update(next);
  };
  const subscription = new Subscription();
  const expiresAt$ = appStore.state$.pipe(
    map((s) => s.auth.expiresAt),
    distinctUntilChanged(),
  );
  subscription.add(
    combineLatest([sessions.session$, expiresAt$])
      .pipe(filter(([session]) => session !== undefined))
      .subscribe(([session, timeout]) =>
        write(signedIn(device.value, { userid: session!.profile.euid, timezone: session!.profile.timezone, session: sessionId, envname, domain, timeout })),
      ),
  );
  subscription.add(authEvents$.pipe(filter((e) => e === 'need-auth-logout')).subscribe(() => write(signedOut(device.value))));
  return subscription;
}
