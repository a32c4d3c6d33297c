import { observer } from 'mobx-react-lite';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog as PrimeConfirm } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { fromRx } from '../api/from-rx';
import { ServiceProvider } from '../api/use-service';
import type { Platform } from '../platform.module';
import { LogoSpinner } from '../shell/logo-spinner';
import { ConsentPrompts } from '../sign-in/consent-prompts';
import { HostContext, type Host } from './host-context';
import { PublicApp } from './public-app';

// The signed-in half (shell, apollo) is its own chunk: the public page does not load it.
const SignedInApp = lazy(() => import('./signed-in-app').then((m) => ({ default: m.SignedInApp })));

/** The root component: public layout for visitors, the shell for signed-in users. */
export const App = observer(function App({ platform, host, booting }: { platform: Platform; host: Host; booting: Promise<void> }) {
  const [signedIn] = useState(() => fromRx(platform.auth.signedIn$, platform.auth.signedIn));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void booting.finally(() => setReady(true));
    return () => signedIn.dispose();
  }, [booting, signedIn]);
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <ServiceProvider container={platform.container}>
        <HostContext.Provider value={host}>
          <Toast ref={(t) => platform.toasts.attach(t)} position="top-right" />
          <PrimeConfirm />
          <ConsentPrompts />
          <BrowserRouter>
            {!ready ? (
              <LogoSpinner label="Signing in" />
            ) : signedIn.current ? (
              <Suspense fallback={<LogoSpinner />}>
                <SignedInApp />
              </Suspense>
            ) : (
              <PublicApp />
            )}
          </BrowserRouter>
        </HostContext.Provider>
      </ServiceProvider>
    </PrimeReactProvider>
  );
});
