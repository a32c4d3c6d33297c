import { action, makeObservable, observable, runInAction } from 'mobx';
import { errorToast, parseApiError } from '../../../core/errors';
import type { NavStore } from '../../../core/navigation';
import type { SessionStore } from '../../api/session';
import type { ShareLinks } from '../../api/share-links';
import type { Toasts } from '../../api/toasts';

/** ShareViewModel's services, by name. */
export interface ShareViewDeps {
  readonly store: NavStore;
  readonly shares: ShareLinks;
  readonly sessions: SessionStore;
  readonly toasts: Toasts;
}

/**
 * Share of whatever view is on screen (document 3 §2.1's share link, issue 35 point 8): stores the
 * current navigation state for the signed-in company and holds the link until the dialog closes.
 * The state names the mode, dataset, entity, day and shift, so a graph, report, ranking or customer
 * dashboard opens again as it was shown.
 */
export class ShareViewModel {
  /** The link once made; null while the dialog is closed. */
  link: string | null = null;
  sharing = false;

  constructor(private readonly deps: ShareViewDeps) {
    makeObservable(this, { link: observable, sharing: observable, share: action, close: action });
  }

  /** `name` labels the stored state (what is shared, e.g. "Press 1 2026-11-27"). */
  async share(name: string): Promise<void> {
    const { store, shares, sessions, toasts } = this.deps;
    this.sharing = true;
    try {
      const company = sessions.current?.profile.entities.euid ?? '';
      const link = await shares.create(store.state, name.trim(), company);
      runInAction(() => (this.link = link));
    } catch (e) {
      toasts.show(errorToast(parseApiError(e)));
    } finally {
      runInAction(() => (this.sharing = false));
    }
  }

  close(): void {
    this.link = null;
  }
}
