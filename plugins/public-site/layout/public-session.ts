import { takePublicRouteId } from '../../../core/session';
import type { KeyValueStore } from '../../../core/platform';
import type { AuthService } from '../../../workbench/api';

/**
 * The public site's ways into the application. The workbench's AuthService runs the cookie and terms
 * prompts before any login, normal or demo (document 3 §4), so the site only asks for a login.
 */
export class PublicSession {
  constructor(
    private readonly auth: AuthService,
    private readonly session: KeyValueStore,
  ) {}

  login(): Promise<void> {
    return this.auth.login();
  }

  demoLogin(): Promise<void> {
    return this.auth.demoLogin();
  }

  /**
   * A public route with an id parameter (document 3 §2.6): the id is kept in session storage under
   * the navigation-state key and the login starts at once. Answers whether it started.
   */
  enterWithId(id: string | null | undefined): boolean {
    if (!takePublicRouteId(id, this.session)) return false;
    void this.auth.login();
    return true;
  }
}
