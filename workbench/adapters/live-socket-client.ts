import type { SocketLike } from './backend-state-socket';

export interface LiveHello {
  tab_id: string;
  user_id: string;
  username: string;
  email: string;
  company_euid: string;
  session_id: string;
  location: string;
}

export interface LiveSocketClientDeps {
  open: () => SocketLike;
  token: () => Promise<string | null>;
  /** Ping interval; the server answers PONG (keeps proxies from closing an idle socket). */
  pingMs?: number;
}

/**
 * The browser side of /ws/live/ (document 3 §7): the hello with tab_id, user_id, username, email,
 * company_euid, session_id and location, then LOC_CHANGE on every route change. A location change
 * before the socket is open is sent with the hello instead.
 */
export class LiveSocketClient {
  private socket: SocketLike | undefined;
  private open = false;
  private location = '';
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: LiveSocketClientDeps) {}

  start(hello: LiveHello): void {
    this.location = hello.location;
    const socket = this.deps.open();
    this.socket = socket;
    socket.onopen = () => {
      void this.deps.token().then((token) => {
        socket.send(JSON.stringify({ type: 'HELLO', token: token ?? undefined, ...hello, location: this.location }));
        this.open = true;
      });
      this.timer = setInterval(() => socket.send(JSON.stringify({ type: 'PING' })), this.deps.pingMs ?? 30_000);
    };
    socket.onmessage = () => undefined;
    socket.onclose = () => {
      this.open = false;
      if (this.timer) clearInterval(this.timer);
    };
  }

  /** LOC_CHANGE: the tab moved to another route. */
  locationChanged(location: string): void {
    if (location === this.location) return;
    this.location = location;
    if (this.open) this.socket?.send(JSON.stringify({ type: 'LOC_CHANGE', location }));
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.open = false;
    this.socket?.close();
    this.socket = undefined;
  }
}
