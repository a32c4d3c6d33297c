import { BehaviorSubject, map, Subject, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import type { BackendSessionInfo, SuperState, VersionedStore } from '../../core/session';
import type { BackendState } from '../api/backend-state';
import { heartbeatLost$ } from './heartbeat';

/** The part of a WebSocket this adapter uses (a fake in tests). */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface BackendStateSocketDeps {
  open: () => SocketLike;
  token: () => Promise<string | null>;
  tabId: string;
  sessionId: string;
  scheduler: SchedulerLike;
  /** Where SUPER patches are kept (document 1 §3's super store). */
  superStore: VersionedStore<SuperState>;
  /** Called once when the socket is lost (need-full-refresh, document 2 §4). */
  onLost?: () => void;
}

type ServerMessage = { type: 'STATE' | 'PATCH'; payload: Record<string, unknown> } | { type: 'PONG' } | { type: 'ERROR'; payload?: { detail?: string } };

/**
 * /ws/backend_state/: INIT with the access token, then STATE once and PATCHes of changed keys.
 * A lost heartbeat or a dropped socket sets connected$ to false; the shell then shows the reload
 * overlay. A refused token (4401) is not a lost socket: the auth flow handles it.
 */
export class BackendStateSocket implements BackendState {
  private readonly info = new BehaviorSubject<BackendSessionInfo | null>(null);
  private readonly connected = new BehaviorSubject(true);
  private readonly pongs = new Subject<void>();
  private readonly subscription = new Subscription();
  private socket: SocketLike | undefined;
  private stopped = false;

  readonly info$: Observable<BackendSessionInfo | null> = this.info.asObservable();
  readonly connected$: Observable<boolean> = this.connected.asObservable();
  readonly superInfo$: Observable<Record<string, unknown> | null>;

  constructor(private readonly deps: BackendStateSocketDeps) {
    this.superInfo$ = deps.superStore.state$.pipe(map((s) => s.backendState));
  }

  start(): void {
    const socket = this.deps.open();
    this.socket = socket;
    socket.onopen = () => {
      void this.deps.token().then((token) => {
        socket.send(JSON.stringify({ type: 'INIT', payload: { token: token ?? undefined, tab_id: this.deps.tabId, session_id: this.deps.sessionId } }));
      });
      this.subscription.add(
        heartbeatLost$(this.pongs, () => socket.send(JSON.stringify({ type: 'PING' })), this.deps.scheduler).subscribe(() => this.lost()),
      );
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onclose = (ev) => {
      if (!this.stopped && ev.code !== 4401) this.lost();
    };
  }

  stop(): void {
    this.stopped = true;
    this.subscription.unsubscribe();
    this.socket?.close();
  }

  private lost(): void {
    if (this.stopped) return;
    this.connected.next(false);
    this.stop();
    this.deps.onLost?.();
  }

  private receive(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return console.warn('backend_state: unreadable message');
    }
    if (message.type === 'PONG') return this.pongs.next();
    if (message.type === 'STATE') return this.info.next(message.payload as unknown as BackendSessionInfo);
    if (message.type === 'PATCH') {
      // Super users also get every company's state under SUPER: it goes to the super store; the company's own keys are the rest.
      const { SUPER: superPatch, ...own } = message.payload;
      if (superPatch && typeof superPatch === 'object') {
        this.deps.superStore.update((s) => ({ backendState: { ...(s.backendState ?? {}), ...(superPatch as Record<string, unknown>) } }));
      }
      const current = this.info.value;
      if (current && Object.keys(own).length > 0) this.info.next({ ...current, ...own } as BackendSessionInfo);
      return;
    }
    if (message.type === 'ERROR') console.warn('backend_state:', message.payload?.detail);
  }
}
