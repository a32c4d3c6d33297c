import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AppStore } from '../api/app-store';
import { AuthService } from '../api/auth-service';
import { useService } from '../api/use-service';

/**
 * A signed-out user on an app route (document 1 §6): the address is remembered as loginUri and the
 * login flow starts (the cookie and terms prompts first). The page stays a grey blank meanwhile.
 */
export function LoginRedirect() {
  const auth = useService<AuthService>(AuthService);
  const appStore = useService<AppStore>(AppStore);
  const { pathname, search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    // A render for an address the app has already left starts nothing: Sign Out moves to the landing
    // page in the tick it signs out, and the router follows in a transition, after this render.
    if (started.current || window.location.pathname !== pathname) return;
    started.current = true;
    appStore.update({ loginUri: `${pathname}${search}` });
    void auth.login();
  }, [appStore, auth, pathname, search]);
  return <div className="grey-blank" aria-busy="true" />;
}
