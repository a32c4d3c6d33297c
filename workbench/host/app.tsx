import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { fromRx } from '../api/from-rx';
import { ServiceProvider } from '../api/use-service';
import { useMinimumShow } from '../api/use-minimum-show';
import { OVERLAY_MIN_SHOW_MS } from '../../core/session/auth-events';
import type { Platform } from '../platform.module';
import { LogoSpinner } from '../shell/logo-spinner';
import { HostContext, type Host } from './host-context';
import { PublicApp } from './public-app';

// The signed-in half (shell, apollo) is its own chunk: the public page does not load it.
const SignedInApp = lazy(() => import('./signed-in-app').then((m) => ({ default: m.SignedInApp })));
// PrimeReact's dialogs (and the tooltip its buttons carry) load when first needed, not with the landing page.
const PrimeConfirm = lazy(() => import('primereact/confirmdialog').then((m) => ({ default: m.ConfirmDialog })));
const Toast = lazy(() => import('primereact/toast').then((m) => ({ default: m.Toast })));
const ConsentPrompts = lazy(() => import('../sign-in/consent-prompts').then((m) => ({ default: m.ConsentPrompts })));

/** The consent prompts mount once the visitor presses Login (the gate leaves its idle step). */
const LazyConsentPrompts = observer(function LazyConsentPrompts({ platform }: { platform: Platform }) {
  const [seen, setSeen] = useState(false);
  const step = platform.gate.state.step;
  useEffect(() => {
    if (step !== 'idle') setSeen(true);
  }, [step]);
  return seen || step !== 'idle' ? (
    <Suspense fallback={null}>
      <ConsentPrompts />
    </Suspense>
  ) : null;
});

/** The root component: public layout for visitors, the shell for signed-in users. */
export const App = observer(function App({ platform, host, booting }: { platform: Platform; host: Host; booting: Promise<void> }) {
  const [signedIn] = useState(() => fromRx(platform.auth.signedIn$, platform.auth.signedIn));
  const [ready, setReady] = useState(false);
  // The start overlay (document 3 §4) stays its minimum time above whatever renders beneath it.
  const overlay = useMinimumShow(!ready, OVERLAY_MIN_SHOW_MS);
  // The toast component mounts with the first toast, or at once for a signed-in user.
  const [toastWanted, setToastWanted] = useState(false);
  useEffect(() => platform.toasts.onNeeded(() => setToastWanted(true)), [platform]);
  useEffect(() => {
    void booting.finally(() => setReady(true));
    return () => signedIn.dispose();
  }, [booting, signedIn]);
  return (
    // No PrimeReactProvider: its only setting here was ripple off, PrimeReact's default, and the
    // provider would bring PrimeReact's core into the landing page.
    <>
      <ServiceProvider container={platform.container}>
        <HostContext.Provider value={host}>
          {(toastWanted || signedIn.current) && (
            <Suspense fallback={null}>
              <Toast ref={(t) => platform.toasts.attach(t)} position="top-right" />
            </Suspense>
          )}
          {signedIn.current && (
            <Suspense fallback={null}>
              <PrimeConfirm />
            </Suspense>
          )}
          <LazyConsentPrompts platform={platform} />
          <BrowserRouter>
            {!ready ? null : signedIn.current ? (
              <Suspense fallback={<LogoSpinner />}>
                <SignedInApp />
              </Suspense>
            ) : (
              <PublicApp />
            )}
          </BrowserRouter>
          {overlay && <LogoSpinner label="Signing in" overlay />}
        </HostContext.Provider>
      </ServiceProvider>
    </>
  );
});
