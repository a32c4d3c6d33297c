import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Clock } from '../../../core/platform';
import { useService } from '../../../workbench/api/use-service';
import type { LegalDoc } from '../../../workbench/kit/legal-dialog';
import { lazyDialog } from '../../../workbench/kit/lazy-dialog';
import { ContactDialogStore } from '../contact/contact-dialog-store';
import { GENERAL_CONTACT, TRY_FREE_CONTACT } from '../contact/contact-request';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import { CookieBar } from './cookie-bar';
import { CookieBarViewModel } from './cookie-bar.view-model';
import { PublicFooter } from './public-footer';
import { PublicSession } from './public-session';
import { PublicTopNav } from './public-top-nav';
import './public-site.css';

// The contact dialog (PrimeReact's dialog and inputs, the form's zod rules) loads when first opened:
// the landing page stays within its budget (issue 8).
const ContactDialog = lazy(() => import('../contact/contact-dialog').then((m) => ({ default: m.ContactDialog })));

// The legal texts' dialog (PrimeReact's) loads when first opened, as in the signed-in shell.
const LegalDialog = lazyDialog(() => import('../../../workbench/kit/legal-dialog').then((m) => m.LegalDialog));

const LazyContactDialog = observer(function LazyContactDialog({ store }: { store: ContactDialogStore }) {
  return store.openings > 0 ? (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  ) : null;
});

/**
 * The public layout (document 3 §2.6) around every marketing page: top navigation, footer, contact
 * dialog and cookie bar. A route with an id parameter (`/:id` style param or `?id=`) keeps the id for
 * after sign-in and starts the login at once, showing a grey blank meanwhile. Navigating scrolls to the top.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const contact = useService(ContactDialogStore);
  const session = useService(PublicSession);
  const cookies = useService(CookieBarViewModel);
  const clock = useService<Clock>(Clock);
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.id ?? search.get('id');
  // Decided during the first render so that the page never flashes before the login starts.
  const [entering] = useState(() => (id ?? '').trim() !== '');
  const [legal, setLegal] = useState<LegalDoc | null>(null);

  const started = useRef(false);
  useEffect(() => {
    // Once per arrival, even when React runs effects twice in development.
    if (!entering || started.current) return;
    started.current = true;
    session.enterWithId(id);
  }, [entering, id, session]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (entering) return <div className="ps-blank" data-testid={IDS.blank} aria-busy="true" aria-label="Signing in" />;

  return (
    <div className="ps-layout">
      <a className="ps-skip-link" href="#ps-main">
        Skip to content
      </a>
      <PublicTopNav onLogin={() => void session.login()} onTryFree={() => contact.open(TRY_FREE_CONTACT)} />
      <main id="ps-main" className="ps-main" tabIndex={-1}>
        {children}
      </main>
      <PublicFooter onContact={() => contact.open(GENERAL_CONTACT)} onLegal={setLegal} year={new Date(clock.now()).getFullYear()} />
      <CookieBar vm={cookies} onPrivacy={() => setLegal('privacy')} />
      <LegalDialog open={legal !== null} doc={legal} onHide={() => setLegal(null)} />
      <LazyContactDialog store={contact} />
    </div>
  );
}
