import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { screenState } from '../../../core/session';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import { Logo } from './logo';
import { PRODUCT_NAME } from '../product';
import { useViewportWidth } from '../../../workbench/api/use-viewport-width';

export const PUBLIC_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/demo', label: 'Demo' },
] as const;

export interface PublicTopNavProps {
  onLogin(): void;
  onTryFree(): void;
}

/**
 * Top navigation of the public layout (document 3 §2.6): logo to /, Features, Pricing, Demo, Login and
 * 'Try for Free'. Below 768 px (a small screen, document 3 §3) the links fold into a hamburger menu.
 */
export function PublicTopNav({ onLogin, onTryFree }: PublicTopNavProps) {
  const small = screenState(useViewportWidth()).smallScreen;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // The menu closes when the page changes or the screen grows past the breakpoint.
  useEffect(() => setOpen(false), [pathname, small]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const links = PUBLIC_LINKS.map((l) => (
    <NavLink key={l.to} to={l.to} className="ps-nav-link">
      {l.label}
    </NavLink>
  ));
  const actions = (
    <>
      <button type="button" className="ps-nav-link ps-nav-login" data-testid={IDS.loginItem} onClick={onLogin}>
        <i className="pi pi-sign-in" aria-hidden="true" /> Login
      </button>
      <button type="button" className="ps-button ps-button-primary" data-testid={IDS.tryFree} onClick={onTryFree}>
        Try for Free
      </button>
    </>
  );

  return (
    <header
      className="ps-top-nav"
      data-testid={IDS.topNav}
      onKeyDown={(e) => {
        // Escape closes the open menu from the toggle or from inside it, and gives focus back to the toggle.
        if (e.key === 'Escape' && open) close();
      }}
    >
      <nav aria-label="Main" className="ps-top-nav-inner">
        {/* The name holds the logo's visible text (axe-core label-content-name-mismatch). */}
        <Link to="/" className="ps-home-link" aria-label={`${PRODUCT_NAME} home`}>
          <Logo />
        </Link>
        {small ? (
          <button
            ref={toggle}
            type="button"
            className="ps-hamburger"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={menuId}
            data-testid={IDS.hamburger}
            onClick={() => setOpen((o) => !o)}
          >
            <i className={open ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
          </button>
        ) : (
          <>
            <div className="ps-nav-links">{links}</div>
            <div className="ps-nav-actions">{actions}</div>
          </>
        )}
      </nav>
      {small && open && (
        <div id={menuId} className="ps-mobile-menu" data-testid={IDS.mobileMenu}>
          {links}
          {actions}
        </div>
      )}
    </header>
  );
}
