import type { Observable } from 'rxjs';
import type { AuthEvent } from '../../core/session';
import { serviceToken } from '../../core/platform';

/** Sign-in state and the provider's flows (document 1 §4). */
export interface AuthService {
  readonly signedIn$: Observable<boolean>;
  readonly signedIn: boolean;
  /** Application auth events (need-company-init, need-auth-logout, handle-auth-redirect...). */
  readonly events$: Observable<AuthEvent>;
  /** Starts the provider's login (or sign-up) page; the consent prompts come first (see the shell). */
  login(options?: { signup?: boolean; returnTo?: string }): Promise<void>;
  /** Signs in as the demo account. */
  demoLogin(): Promise<void>;
  logout(): Promise<void>;
  /** The current access token, refreshed when needed; null when signed out. */
  token(): Promise<string | null>;
}
export const AuthService = serviceToken<AuthService>('workbench.AuthService');
