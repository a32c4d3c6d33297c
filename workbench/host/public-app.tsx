import { Route, Routes } from 'react-router';
import { isEnabled } from '../plugin-host/is-enabled';
import { GuardedRoute } from './guarded-route';
import { useHost } from './host-context';
import { RedirectHome } from './redirect-home';

/** Signed out: the public site's routes; any app route starts the login; anything else goes to /. */
export function PublicApp() {
  const { plugins, companies } = useHost();
  // App routes of every plugin lead to the login (the session decides afterwards); public routes
  // only of the plugins that are on for a visitor.
  const routes = plugins.flatMap((plugin) =>
    (plugin.contributes.routes ?? [])
      .filter((route) => route.access !== 'public' || isEnabled(plugin.enabledWhen, undefined, companies))
      .map((route) => ({ plugin, route })),
  );
  return (
    <Routes>
      {routes.map(({ plugin, route }) => (
        <Route key={`${plugin.id}:${route.path}`} path={route.path} element={<GuardedRoute plugin={plugin} route={route} session={undefined} />} />
      ))}
      <Route path="*" element={<RedirectHome />} />
    </Routes>
  );
}
