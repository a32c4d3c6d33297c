import { observer } from 'mobx-react-lite';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import type { CookieBarViewModel } from './cookie-bar.view-model';

/** The cookie bar (document 3 §2.7): Accept, Opt Out and postpone (x). */
export const CookieBar = observer(function CookieBar({ vm, onPrivacy }: { vm: CookieBarViewModel; onPrivacy(): void }) {
  if (!vm.visible) return null;
  return (
    <section className="ps-cookie-bar" role="region" aria-label="Cookies" data-testid={IDS.cookieBar}>
      <p>
        We use cookies only to keep you signed in and to remember your settings. Signing in needs them.{' '}
        <button type="button" className="ps-link-button" onClick={onPrivacy} aria-haspopup="dialog">
          Privacy Policy
        </button>
      </p>
      <div className="ps-cookie-actions">
        <button type="button" className="ps-button ps-button-primary" onClick={() => vm.accept()}>
          Accept
        </button>
        <button type="button" className="ps-button ps-button-outline" onClick={() => vm.optOut()}>
          Opt Out
        </button>
        <button type="button" className="ps-icon-button" aria-label="Remind me later" onClick={() => vm.postpone()}>
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
});
