import { useState } from 'react';
import { SessionStore as TabStorage, type KeyValueStore } from '../../../core/platform';
import { SHARED_NAV_STATE_KEY } from '../../../core/session';
import { AuthService } from '../../api/auth-service';
import { useService } from '../../api/use-service';
import { shareIds } from './test-ids';
import './share.css';

/** What a signed-out visitor who opened a share link reads (issue 35 point 8). */
export const PENDING_SHARE_TEXT = 'A shared view opens after you sign in';

/**
 * On the public page, for a visitor who opened a share link signed out: says that a view waits
 * behind sign-in (the link's id waits in the tab, see capturePendingShare) and offers the sign-in.
 * Nothing shows without a pending link.
 */
export function PendingShareNotice() {
  const storage = useService<KeyValueStore>(TabStorage);
  const auth = useService<AuthService>(AuthService);
  const [pending] = useState(() => storage.getItem(SHARED_NAV_STATE_KEY) !== null);
  if (!pending) return null;
  return (
    <section className="pending-share" role="status" aria-label="Shared view" data-testid={shareIds.pending}>
      <i className="pi pi-share-alt" aria-hidden="true" />
      <p>{PENDING_SHARE_TEXT}.</p>
      <button type="button" className="pending-share-login" onClick={() => void auth.login()}>
        Sign in to open it
      </button>
    </section>
  );
}
