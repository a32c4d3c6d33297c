import type { ProfileRefresh } from '../api/profile-refresh';
import { BehaviorSubject, EMPTY, type Observable } from 'rxjs';
import type { AuthEvent, BackendSessionInfo } from '../../core/session';
import type { Toast } from '../../core/errors';
import type { TableQueryRequest, TableRow } from '../../core/table-query';
import type { AuthService } from '../api/auth-service';
import type { BackendState } from '../api/backend-state';
import type { ConfirmDialog, ConfirmRequest } from '../api/confirm-dialog';
import type { HttpClient } from '../api/http-client';
import type { Toasts } from '../api/toasts';

/** Toasts that are recorded instead of shown. */
export class RecordingToasts implements Toasts {
  readonly shown: Toast[] = [];
  show(toast: Toast): void {
    this.shown.push(toast);
  }
}

/** Answers every question with `answer` and records what was asked. */
export class ScriptedConfirmDialog implements ConfirmDialog {
  readonly asked: ConfirmRequest[] = [];
  constructor(public answer = true) {}
  ask(request: ConfirmRequest): Promise<boolean> {
    this.asked.push(request);
    return Promise.resolve(this.answer);
  }
}

/** A test must override HttpClient to make calls; an unexpected call fails loudly. */
export class UnexpectedHttpClient implements HttpClient {
  get<T>(path: string): Promise<T> {
    return this.fail('GET', path);
  }
  post<T>(path: string): Promise<T> {
    return this.fail('POST', path);
  }
  put<T>(path: string): Promise<T> {
    return this.fail('PUT', path);
  }
  patch<T>(path: string): Promise<T> {
    return this.fail('PATCH', path);
  }
  delete<T>(path: string): Promise<T> {
    return this.fail('DELETE', path);
  }
  private fail<T>(method: string, path: string): Promise<T> {
    return Promise.reject(new Error(`Unexpected ${method} ${path}: override HttpClient in the test bed.`));
  }
}

/** A signed-in (or signed-out) user who never reaches a provider. */
export class FakeAuthService implements AuthService {
  readonly events$: Observable<AuthEvent> = EMPTY;
  private readonly state: BehaviorSubject<boolean>;
  readonly signedIn$: Observable<boolean>;
  readonly calls: string[] = [];
  constructor(signedIn: boolean) {
    this.state = new BehaviorSubject(signedIn);
    this.signedIn$ = this.state.asObservable();
  }
  get signedIn(): boolean {
    return this.state.value;
  }
  login(): Promise<void> {
    this.calls.push('login');
    return Promise.resolve();
  }
  demoLogin(): Promise<void> {
    this.calls.push('demoLogin');
    return Promise.resolve();
  }
  logout(): Promise<void> {
    this.calls.push('logout');
    this.state.next(false);
    return Promise.resolve();
  }
  token(): Promise<string | null> {
    return Promise.resolve(this.state.value ? 'test-token' : null);
  }
}

/** Backend state fed by the test. */
export class SubjectBackendState implements BackendState {
  readonly info = new BehaviorSubject<BackendSessionInfo | null>(null);
  readonly connected = new BehaviorSubject(true);
  readonly info$ = this.info.asObservable();
  readonly connected$ = this.connected.asObservable();
  readonly superInfo = new BehaviorSubject<Record<string, unknown> | null>(null);
  readonly superInfo$ = this.superInfo.asObservable();
}

/** Counts profile refreshes (a setup change asks for one so the explorer's tree follows). */
export class CountingProfileRefresh implements ProfileRefresh {
  count = 0;
  refresh(): Promise<void> {
    this.count += 1;
    return Promise.resolve();
  }
}

/** A plugin's rows port (event, map or result rows) answering every request with the same rows, and recording the requests. */
export class RecordingRows {
  readonly requests: TableQueryRequest[] = [];
  constructor(private readonly answer: TableRow[]) {}
  async rows(request: TableQueryRequest): Promise<TableRow[]> {
    this.requests.push(request);
    return this.answer;
  }
}
