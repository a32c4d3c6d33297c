import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavStore } from '../../core/navigation';
import { AuthService } from '../api/auth-service';
import { fromRx } from '../api/from-rx';
import { GraphqlClient } from '../api/graphql-client';
import { SessionStore } from '../api/session';
import { BrowserSessionId, BrowserTabId } from '../api/tokens';
import { useContainer, useService } from '../api/use-service';
import { useNavStateFollowsHistory } from './nav-state-per-history-entry';
import { ExplorerCommands, explorerModule } from '../explorer';
import { LogoSpinner } from '../shell/logo-spinner';
import { LiveSocketClient } from '../adapters/live-socket-client';
import type { SocketLike } from '../adapters/backend-state-socket';
import { useHost } from './host-context';
import { LazyPage } from './lazy-page';
import { Shell } from '../shell/shell';
import { coreModule } from '../core.module';
import { signInModule } from '../sign-in/sign-in.module';
import { SignInFlow } from '../sign-in/sign-in-flow';

const COMPANY_INIT_PATH = '/company/init';


/**
 * The signed-in half of the app, loaded lazily with auth and apollo: binds the GraphQL client,
 * opens the backend-state socket, loads the profile into the session store and reacts to auth
 * events (redirect return -> the saved login address, profile refresh, sign-out).
 */
const SignedInSession = observer(function SignedInSession() {
  const auth = useService<AuthService>(AuthService);
  const sessions = useService<SessionStore>(SessionStore);
  const nav = useService<NavStore>(NavStore);
  const flow = useService(SignInFlow);
  const sessionId = useService<string>(BrowserSessionId);
  const tabId = useService<string>(BrowserTabId);
  const navigate = useNavigate();
  // useNavigate changes with every location: read it through a ref, so that navigating does not
  // re-run the start-up effect (which would reload the profile and end the session subscription).
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [box] = useState(() => fromRx(sessions.session$, sessions.current));
  useEffect(() => () => box.dispose(), [box]);
  const host = useHost();
  const { pathname } = useLocation();
  const [live] = useState(
    () =>
      new LiveSocketClient({
        open: () => new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}/ws/live/`) as unknown as SocketLike,
        token: () => auth.token(),
      }),
  );
  useEffect(() => flow.start((path, options) => navigateRef.current(path, options)), [flow]);

  const session = box.current;
  // The live socket (document 3 §7): who is on which page, for the backend state's current users.
  useEffect(() => {
    if (!session) return;
    const p = session.profile;
    live.start({
      tab_id: tabId,
      user_id: p.euid,
      username: `${p.first_name} ${p.last_name}`.trim() || p.email,
      email: p.email,
      company_euid: p.entities.euid,
      session_id: sessionId,
      location: window.location.pathname,
    });
    return () => live.stop();
  }, [session?.profile.euid, live]); // eslint-disable-line react-hooks/exhaustive-deps -- one socket per signed-in user
  useEffect(() => live.locationChanged(pathname), [live, pathname]);
  useNavStateFollowsHistory(nav);

  if (session) return <Shell session={session} />;
  if (flow.needsCompany) {
    const found = host.plugins.flatMap((plugin) => (plugin.contributes.routes ?? []).map((route) => ({ plugin, route }))).find((r) => r.route.path === COMPANY_INIT_PATH);
    if (pathname !== COMPANY_INIT_PATH) navigateRef.current(COMPANY_INIT_PATH, { replace: true });
    if (found) return <LazyPage load={found.route.page} container={() => host.containers.ready(found.plugin.id)} />;
  }
  if (flow.error) {
    return (
      <section className="load-error" role="alert">
        <h2>Your profile could not be loaded</h2>
        <p>{flow.error}</p>
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
    if (!container.isBound(NavStore)) container.load(coreModule, signInModule);
    // The explorer's services live in the signed-in chunk; plugin containers see them through their parent.
    if (!container.isBound(ExplorerCommands)) container.load(explorerModule);
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
