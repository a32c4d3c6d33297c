import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

// A machine's shift rows (not the whole-day row): their units add up to every event of the machine.
const MACHINE_RESULTS = `subscription MachineResults($key: String!) {
  bigbrain_resentity(where: {entity: {key: {_eq: $key}}, shift_key: {_neq: "SUMMARY"}}) { shift_date shift_key units_produced }
}`;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Units sent at one instant (performance.now()), per machine key; `ok` false: not accepted, never expected. */
export interface SentUnits {
  sentAt: number;
  perMachine: Map<string, number>;
  ok?: boolean;
}

export interface ResultSockets {
  /** Result updates the sockets received. */
  updates(): number;
  /** Waits (at most `settleMs`) until every socket's machine shows all the accepted units, then closes the sockets. */
  settle(sent: readonly SentUnits[], settleMs: number): Promise<void>;
  /** For each socket and each accepted send with units of its machine: the time until its result held them. */
  latencies(sent: readonly SentUnits[]): number[];
}

/**
 * `sockets` graphql-ws subscriptions to machines' shift results (socket i listens to machine i mod
 * the number of keys), as the screens listen; every result each receives is kept with its time.
 * Resolves once each has its first result.
 */
export async function watchResults(url: string, token: string, keys: readonly string[], sockets: number, fail: (what: string) => void): Promise<ResultSockets> {
  const updates: Array<Array<{ at: number; total: number }>> = [];
  const socketMachine: string[] = [];
  const clients: Client[] = [];
  const subscribed: Array<Promise<void>> = [];
  for (let i = 0; i < sockets; i++) {
    const key = keys[i % keys.length]!;
    const seen: Array<{ at: number; total: number }> = [];
    updates.push(seen);
    socketMachine.push(key);
    const client = createClient({ url: `${url.replace(/^http/, 'ws')}/v1/graphql`, webSocketImpl: WebSocket, connectionParams: { headers: { Authorization: `Bearer ${token}` } }, retryAttempts: 0 });
    clients.push(client);
    subscribed.push(
      new Promise<void>((first) => {
        client.subscribe<{ bigbrain_resentity: Array<{ units_produced: number | string }> }>(
          { query: MACHINE_RESULTS, variables: { key } },
          {
            next: (result) => {
              if (result.errors?.length) fail(`socket ${i}: ${result.errors[0]!.message}`);
              const rows = result.data?.bigbrain_resentity ?? [];
              seen.push({ at: performance.now(), total: rows.reduce((s, r) => s + Number(r.units_produced), 0) });
              first();
            },
            error: (e) => {
              fail(`socket ${i}: ${e instanceof Error ? e.message : JSON.stringify(e)}`);
              first();
            },
            complete: () => first(),
          },
        );
      }),
    );
  }
  await Promise.all(subscribed);
  const baseline = updates.map((u) => u.at(-1)?.total ?? 0);

  return {
    updates: () => updates.reduce((s, u) => s + u.length, 0),
    async settle(sent, settleMs) {
      const expected = new Map<string, number>();
      for (const p of sent) if (p.ok) for (const [k, n] of p.perMachine) expected.set(k, (expected.get(k) ?? 0) + n);
      const until = performance.now() + settleMs;
      const caughtUp = () => updates.every((u, i) => (u.at(-1)?.total ?? 0) - baseline[i]! >= (expected.get(socketMachine[i]!) ?? 0));
      while (!caughtUp() && performance.now() < until) await sleep(100);
      await Promise.all(clients.map((c) => c.dispose()));
    },
    // The first update whose total holds every accepted unit of the machine up to that send, minus
    // the send's time. A send never reflected gives no sample; the caller's totals show it.
    latencies(sent) {
      const out: number[] = [];
      updates.forEach((seen, i) => {
        const key = socketMachine[i]!;
        let needed = baseline[i]!;
        let u = 0;
        for (const p of sent) {
          const n = p.ok ? (p.perMachine.get(key) ?? 0) : 0;
          if (n === 0) continue;
          needed += n;
          while (u < seen.length && seen[u]!.total < needed) u++;
          if (u === seen.length) return;
          out.push(Math.max(0, seen[u]!.at - p.sentAt));
        }
      });
      return out;
    },
  };
}
