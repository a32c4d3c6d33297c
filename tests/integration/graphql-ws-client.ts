import WebSocket from 'ws';

type Frame = { type: string; id?: string; payload?: any };

/**
 * A bare graphql-transport-ws client for the tests: it records frames and the close, so a refused
 * connection_init (close 4403) and a subscription's first result can both be awaited with a bound.
 */
export class GraphqlWsTestClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private wake: Array<() => void> = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      for (const w of this.wake.splice(0)) w();
    });
    this.closed = new Promise((done) =>
      ws.on('close', (code, reason) => {
        done({ code, reason: reason.toString() });
        for (const w of this.wake.splice(0)) w();
      }),
    );
  }

  static open(url: string): Promise<GraphqlWsTestClient> {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    return new Promise((done, fail) => {
      ws.once('open', () => done(new GraphqlWsTestClient(ws)));
      ws.once('error', fail);
    });
  }

  send(frame: Frame): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame matching, or an error after timeoutMs (also when the socket closes first). */
  async next(match: (f: Frame) => boolean, timeoutMs = 3_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState === WebSocket.CLOSED) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((done) => {
        const timer = setTimeout(done, left);
        this.wake.push(() => {
          clearTimeout(timer);
          done();
        });
      });
    }
  }

  /** Resolves with the close, or rejects after timeoutMs. */
  async closedWithin(timeoutMs = 3_000): Promise<{ code: number; reason: string }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`socket still open after ${timeoutMs} ms; frames ${JSON.stringify(this.frames)}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.closed, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}
