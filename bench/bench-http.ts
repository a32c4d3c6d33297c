import { Agent, request } from 'node:http';

export interface BenchHttpClient {
  /** Sends a request and answers its JSON body parsed; a status other than 200 is an error. */
  json(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<unknown>;
  /** Closes its connections: each phase of a bench starts on fresh ones. */
  close(): void;
}

/**
 * The GraphQL bench's HTTP client: keep-alive connections, at most `connections` of them, as many
 * as the phase has clients. Global fetch's pool opened connections beyond its 50 clients (a client's
 * next request went out before the last one's connection was handed back) and left the extra ones
 * idle; the bench's server, in the same starved thread, closed them after its 72 s keep-alive
 * timeout, counted from writing the last response, while the pool, counting from reading it seconds
 * later, still held them, and the next request on one ended in ECONNRESET / "other side closed".
 * With one connection per client, none stays idle longer than between two of its client's requests.
 */
export function benchHttpClient(origin: string, connections: number): BenchHttpClient {
  // Idle connections are closed by the client after 5 s, as Node's own default agent does, long before the
  // server's 72 s (undici's pool waits for the server's hint less 2 s, too little when one thread is starved).
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 5_000 });
  return {
    json: (method, path, headers, body) =>
      new Promise((resolve, reject) => {
        const req = request(new URL(path, origin), { method, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${method} ${path}: HTTP ${res.statusCode} ${text.slice(0, 300)}`));
            else {
              try {
                resolve(JSON.parse(text) as unknown);
              } catch (e) {
                reject(e instanceof Error ? e : new Error(String(e)));
              }
            }
          });
        });
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}
