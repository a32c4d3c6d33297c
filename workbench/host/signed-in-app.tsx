import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SchedulerLike } from 'rxjs';
import { parseApiError } from '../../core/errors';
import { NavStore } from '../../core/navigation';
import { Clock, SessionStore as TabStorage, type KeyValueStore } from '../../core/platform';
import { buildSwitch, mustReloadAfterProfileRefresh, pathAfterLogin } from '../../core/session';
import { JWT_NO_COMPANY, JWT_REFRESH_SESSION } from '../../core/errors';
import { AppStore } from '../api/app-store';
import { AuthService } from '../api/auth-service';
import { fromRx } from '../api/from-rx';
import { GraphqlClient } from '../api/graphql-client';
import { HttpClient } from '../api/http-client';
import { SessionStore } from '../api/session';
import { useContainer, useService } from '../api/use-service';
import type { BackendStateSocket } from '../adapters/backend-state-socket';
import { BackendState } from '../api/backend-state';
import { Toasts } from '../api/toasts';
import { Scheduler } from '../api/tokens';
import type { BehaviorSessionStore } from '../services/behavior-session-store';
import { keepCurrentWhileSignedIn } from '../services/keep-current-while-signed-in';
import { useNavStateFollowsHistory } from './nav-state-per-history-entry';
import { loadSession } from '../services/profile-loader';
import { ExplorerCommands, explorerModule } from '../explorer';
import { LogoSpinner } from '../shell/logo-spinner';
import { LiveSocketClient } from '../adapters/live-socket-client';
import type { SocketLike } from '../adapters/backend-state-socket';
import { useHost } from './host-context';
import { LazyPage } from './lazy-page';
import { Shell } from '../shell/shell';
import { coreModule } from '../core.module';
import { applyBuildSwitch, readBuildCookie } from './build-cookie';

const COMPANY_INIT_PATH = '/company/init';
const TAB_ID = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/** One id per browser session (kept in session storage), sent on the live socket. */
function sessionId(): string {
  const key = 'oee.live.session_id';
  const existing = window.sessionStorage.getItem(key);
  if (existing) return existing;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  window.sessionStorage.setItem(key, id);
  return id;
}

/**
 * The signed-in half of the app, loaded lazily with auth and apollo: binds the GraphQL client,
 * opens the backend-state socket, loads the profile into the session store and reacts to auth
 * events (redirect return -> the saved login address, profile refresh, sign-out).
 */
const SignedInSession = observer(function SignedInSession() {
  const container = useContainer();
  const auth = useService<AuthService>(AuthService);
  const http = useService<HttpClient>(HttpClient);
  const clock = useService<Clock>(Clock);
  const appStore = useService<AppStore>(AppStore);
  const sessions = useService<SessionStore>(SessionStore) as BehaviorSessionStore;
  const backend = useService<BackendState>(BackendState) as BackendStateSocket;
  const nav = useService<NavStore>(NavStore);
  const toasts = useService<Toasts>(Toasts);
  const scheduler = useService<SchedulerLike>(Scheduler);
  const tabStorage = useService<KeyValueStore>(TabStorage);
  const navigate = useNavigate();
  // useNavigate changes with every location: read it through a ref, so that navigating does not
  // re-run the start-up effect (which would reload the profile and end the session subscription).
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [box] = useState(() => fromRx(sessions.session$, sessions.current));
  useEffect(() => () => box.dispose(), [box]);
  const [error, setError] = useState<string | null>(null);
  // A signed-up user without a company ('JWT: NO COMPANY!'): the company plugin's /company/init page, outside the shell.
  const [needsCompany, setNeedsCompany] = useState(false);
  const host = useHost();
  const { pathname } = useLocation();
  const [live] = useState(
    () =>
      new LiveSocketClient({
        open: () => new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}/ws/live/`) as unknown as SocketLike,
        token: () => auth.token(),
      }),
  );

  useEffect(() => {
    // The explorer's services live in the signed-in chunk; plugin containers see them through their parent.
    if (!container.isBound(ExplorerCommands)) container.load(explorerModule);
    let refreshed = false;
    const load = async (): Promise<void> => {
      try {
        const { profile, session } = await loadSession(http, clock);
        if (mustReloadAfterProfileRefresh(appStore.value.auth.profile, profile)) return window.location.reload();
        appStore.update((s) => ({ ...s, auth: { ...s.auth, profile } }));
        // Before the shell shows: a build mismatch reloads the page once (document 3 §4).
        if (applyBuildSwitch(buildSwitch(readBuildCookie(), true, profile), tabStorage, () => window.location.reload())) return;
        sessions.set(session);
        setError(null);
      } catch (e) {
        const text = parseApiError(e);
        if (text === JWT_NO_COMPANY) return setNeedsCompany(true);
        // 'JWT: REFRESH SESSION!' (after company init or a role change): renew the tokens once and load again.
        if (text === JWT_REFRESH_SESSION && !refreshed) {
          refreshed = true;
          await (auth as AuthService & { refresh?: () => Promise<void> }).refresh?.();
          return load();
        }
        // A failed profile call is only logged (document 1 §7); the screen offers a retry.
        console.error('profile:', e);
        setError(text);
      }
    };
    // After authentication the app goes to the saved login address (document 3 §2.6). The
    // handle-auth-redirect event comes 1 s after the return; on a slow connection this chunk may load
    // later than that, so a saved address is also taken when the signed-in app starts.
    const goToLoginUri = () => {
      const saved = appStore.value.loginUri;
      if (saved === null) return; // none saved: the return address is / already
      appStore.update({ loginUri: null });
      navigateRef.current(pathAfterLogin(saved, false), { replace: true });
    };
    goToLoginUri();
    const sub = auth.events$.subscribe((event) => {
      if (event === 'handle-auth-redirect') goToLoginUri();
      if (event === 'refresh-profile') void load();
      if (event === 'need-auth-logout') sessions.set(undefined);
    });
    // Auto range at local midnight and the current shift every 120000 ms, for as long as the session lasts.
    const keepCurrent = keepCurrentWhileSignedIn({ nav, sessions, clock, scheduler, toasts });
    backend.start();
    void load();
    return () => {
      sub.unsubscribe();
      keepCurrent.unsubscribe();
      backend.stop();
    };
  }, [container, auth, http, clock, appStore, sessions, backend, nav, toasts, scheduler, tabStorage]);

  const session = box.current;
  // The live socket (document 3 §7): who is on which page, for the backend state's current users.
  useEffect(() => {
    if (!session) return;
    const p = session.profile;
    live.start({
      tab_id: TAB_ID,
      user_id: p.euid,
      username: `${p.first_name} ${p.last_name}`.trim() || p.email,
      email: p.email,
      company_euid: p.entities.euid,
      session_id: sessionId(),
      location: window.location.pathname,
    });
    return () => live.stop();
  }, [session?.profile.euid, live]); // eslint-disable-line react-hooks/exhaustive-deps -- one socket per signed-in user
  useEffect(() => live.locationChanged(pathname), [live, pathname]);
  useNavStateFollowsHistory(nav);

  if (session) return <Shell session={session} />;
  if (needsCompany) {
    const found = host.plugins.flatMap((plugin) => (plugin.contributes.routes ?? []).map((route) => ({ plugin, route }))).find((r) => r.route.path === COMPANY_INIT_PATH);
    if (pathname !== COMPANY_INIT_PATH) navigateRef.current(COMPANY_INIT_PATH, { replace: true });
    if (found) return <LazyPage load={found.route.page} container={() => host.containers.ready(found.plugin.id)} />;
  }
  if (error) {
    return (
      <section className="load-error" role="alert">
        <h2>Your profile could not be loaded</h2>
        <p>{error}</p>
        <div className="actions">
          <Button label="Try again" icon="pi pi-refresh" onClick={() => window.location.reload()} />
          <Button label="Sign Out" severity="secondary" outlined onClick={() => void auth.logout()} />
        </div>
      </section>
    );
  }
  return <LogoSpinner label="Loading your profile" />;
});

/**
 * The core services (navigation, presets, shifts, downtime banner: zod and luxon with them) are bound
 * here, with the signed-in chunk, so the public landing page does not download them (issue 8).
 */
export function SignedInApp() {
  const container = useContainer();
  const { containers } = useHost();
  const [ready] = useState(() => {
    if (!container.isBound(NavStore)) container.load(coreModule);
    // Apollo and graphql-ws load with the first plugin page, not with the shell (issue 8's budget).
    const auth = container.get<AuthService>(AuthService);
    containers.bindLazily(GraphqlClient, async () => {
      const { createApolloGraphqlClient } = await import('../adapters/apollo-graphql-client');
      return createApolloGraphqlClient(window.location.origin, () => auth.token());
    });
    return true;
  });
  return ready ? <SignedInSession /> : null;
}
