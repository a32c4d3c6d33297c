import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PluginManifest, RouteContribution } from '../api/manifest';
import type { WorkbenchSession } from '../api/session';
import { guardRoute } from '../plugin-host/route-guard';
import { LoginRedirect } from '../sign-in/login-redirect';
import { useHost } from './host-context';
import { LazyPage } from './lazy-page';

/** A plugin route behind its guard: allowed -> the page; signed out -> login; otherwise a warning and /. */
export const GuardedRoute = observer(function GuardedRoute(props: { plugin: PluginManifest; route: RouteContribution; session: WorkbenchSession | undefined }) {
  const { containers, companies } = useHost();
  const { pathname } = useLocation();
  // A route of a plugin that is off for this session is unauthorised, like a failed guard.
  const verdict = guardRoute(props.plugin, props.route, pathname, props.session, companies);
  const warned = useRef(false);
  useEffect(() => {
    if (verdict.outcome === 'redirect' && !warned.current) {
      warned.current = true;
      console.warn(verdict.warning);
    }
  }, [verdict]);
  if (verdict.outcome === 'login') return <LoginRedirect />;
  if (verdict.outcome === 'redirect') return <Navigate to="/" replace />;
  return <LazyPage load={props.route.page} container={() => containers.ready(props.plugin.id)} />;
});
