import { Link } from 'react-router';
import type { LegalDoc } from '../../../workbench/kit/legal-dialog';
import { PRODUCT_NAME } from '../product';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import { Logo } from './logo';

/** Footer of the public layout (document 3 §2.6): white logo, Contact Us, terms and privacy (in dialogs, as in the signed-in shell), copyright. */
export function PublicFooter({ onContact, onLegal, year }: { onContact(): void; onLegal(doc: LegalDoc): void; year: number }) {
  return (
    <footer className="ps-footer" data-testid={IDS.footer}>
      <div className="ps-footer-inner">
        <div className="ps-footer-brand">
          <Logo tone="white" size={28} />
          <p>Open-source OEE for plants that want to see where their time goes.</p>
        </div>
        <nav aria-label="Footer" className="ps-footer-links">
          <Link to="/features">Features</Link>
          <Link to="/pricing">Pricing</Link>
          <Link to="/demo">Demo</Link>
          <Link to="/support">Support</Link>
          <button type="button" className="ps-link-button" data-testid={IDS.footerContact} onClick={onContact}>
            Contact Us
          </button>
          <button type="button" className="ps-link-button" onClick={() => onLegal('terms')} aria-haspopup="dialog">
            Terms of Service
          </button>
          <button type="button" className="ps-link-button" onClick={() => onLegal('privacy')} aria-haspopup="dialog">
            Privacy Policy
          </button>
        </nav>
      </div>
      <p className="ps-copyright">
        © {year} {PRODUCT_NAME} contributors. Free and open-source software.
      </p>
    </footer>
  );
}
