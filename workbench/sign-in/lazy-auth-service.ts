import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import type { AuthEvent } from '../../core/session';
import type { AuthService } from '../api/auth-service';
import type { ConsentGate } from './consent-gate';

/** The auth runtime (auth0-spa-js and its adapter), loaded on first need. */
export interface AuthRuntime extends AuthService {
  start(): Promise<void>;
  refresh(): Promise<void>;
}

/**
 * The AuthService of the root container. The public page must not load auth0 (document 3, build
 * size rules), so the provider's client is imported only when the user asks to sign in or a
 * session exists. Every login, normal or demo, first passes the cookie and terms prompts.
 */
export class LazyAuthService implements AuthService {
  private readonly flag = new BehaviorSubject(false);
  private readonly events = new Subject<AuthEvent>();
  private runtime: Promise<AuthRuntime> | undefined;
  private subscriptions: Subscription[] = [];

  readonly signedIn$: Observable<boolean> = this.flag.asObservable();
  readonly events$: Observable<AuthEvent> = this.events.asObservable();

  constructor(
    private readonly gate: ConsentGate,
    private readonly load: () => Promise<AuthRuntime>,
  ) {}

  get signedIn(): boolean {
    return this.flag.value;
  }

  get loaded(): boolean {
    return this.runtime !== undefined;
  }

  /** Loads the runtime and runs its start (redirect return, kiosk link or silent check). */
  async start(): Promise<void> {
    await (await this.ensure()).start();
  }

  /**
   * The app's event bus (document 3 §4): the runtime's events, the HTTP client's server replies and
   * the backend socket's need-full-refresh all pass here, so one place sees and handles them.
   */
  emit(event: AuthEvent): void {
    this.events.next(event);
  }

  async login(options?: { signup?: boolean }): Promise<void> {
    this.emit(options?.signup ? 'need-auth-signup' : 'need-auth-login');
    if (!(await this.gate.request(options?.signup ? 'signup' : 'login'))) return;
    await (await this.ensure()).login(options);
  }

  async demoLogin(): Promise<void> {
    this.emit('do-demo-login');
    if (!(await this.gate.request('demo'))) return;
    await (await this.ensure()).demoLogin();
  }

  async logout(): Promise<void> {
    await (await this.ensure()).logout();
  }

  async token(): Promise<string | null> {
    return this.runtime ? (await this.runtime).token() : null;
  }

  /** need-auth-refresh: a silent check that bypasses the token cache. */
  async refresh(): Promise<void> {
    if (this.runtime) await (await this.runtime).refresh();
  }

  private ensure(): Promise<AuthRuntime> {
    this.runtime ??= this.load().then((rt) => {
      this.subscriptions = [rt.signedIn$.subscribe((v) => this.flag.next(v)), rt.events$.subscribe((e) => this.emit(e))];
      return rt;
    });
    return this.runtime;
  }
}
