import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { SessionStore as TabStorage, type KeyValueStore } from '../../core/platform';
import { useService } from '../api/use-service';
import { isEnabled } from '../plugin-host/is-enabled';
import { applySignedOutBuild, readBuildCookie } from './build-cookie';
import { GuardedRoute } from './guarded-route';
import { useHost } from './host-context';
import { RedirectHome } from './redirect-home';

/** Signed out: the public site's routes; any app route starts the login; anything else goes to /. */
export function PublicApp() {
  const { plugins } = useHost();
  const tab = useService<KeyValueStore>(TabStorage);
  // Signed out the build cookie is sigma (document 3 §4). Decided before the site renders, so a
  // reload never cuts into a page that has started (a public route's id starts the login at once).
  const [buildChecked, setBuildChecked] = useState(false);
  useEffect(() => {
    if (!applySignedOutBuild(readBuildCookie(), tab, () => window.location.reload())) setBuildChecked(true);
  }, [tab]);
  // App routes of every plugin lead to the login (the session decides afterwards); public routes
  // only of the plugins that are on for a visitor.
  const routes = plugins.flatMap((plugin) =>
    (plugin.contributes.routes ?? [])
      .filter((route) => route.access !== 'public' || isEnabled(plugin.enabledWhen, undefined))
      .map((route) => ({ plugin, route })),
  );
  if (!buildChecked) return null;
  return (
    <Routes>
      {routes.map(({ plugin, route }) => (
        <Route key={`${plugin.id}:${route.path}`} path={route.path} element={<GuardedRoute plugin={plugin} route={route} session={undefined} />} />
      ))}
      <Route path="*" element={<RedirectHome />} />
    </Routes>
  );
}
