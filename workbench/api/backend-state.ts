import type { Observable } from 'rxjs';
import type { BackendSessionInfo } from '../../core/session';
import { serviceToken } from '../../core/platform';

/** The backend state pushed by /ws/backend_state/ (queues, progress, scheduled downtimes). */
export interface BackendState {
  readonly info$: Observable<BackendSessionInfo | null>;
  /** False once the socket is lost (no PONG within 2 s); the shell then shows the reload overlay. */
  readonly connected$: Observable<boolean>;
  /**
   * The super store (document 1 §3, document 2 §4): every company's state from the SUPER patches a
   * super user's socket receives; null until the first one (and always for other users).
   */
  readonly superInfo$: Observable<Record<string, unknown> | null>;
}
export const BackendState = serviceToken<BackendState>('workbench.BackendState');
