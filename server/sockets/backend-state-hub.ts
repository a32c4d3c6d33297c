import { Subject, concatMap, type SchedulerLike, type Subscription } from 'rxjs';
import type { Database } from '../db/database';
import type { Logger } from '../http/context';
import { serverMessage } from './protocol';
import { refreshTriggers } from './refresh-triggers';
import { isEmptyPatch, patchBetween, snapshotOf, type SentState } from './state-diff';
import type { StateSource } from './state-source';

/** The channel the engine's queue triggers (migration 010) and the live socket notify on. */
export const BACKEND_STATE_CHANNEL = 'backend_state';

/** One /ws/backend_state/ socket after a valid INIT. */
export interface StateSubscriber {
  readonly companyId: number;
  readonly isSuper: boolean;
  send(text: string): void;
}

interface Entry {
  sent: SentState;
  superSent: SentState;
  /** False until the full state was sent: patches before it would arrive out of order. */
  ready: boolean;
  /** A refresh ran while the full state was being read: read again once it is sent. */
  missed: boolean;
}

export interface HubDeps {
  db: Database;
  source: StateSource;
  log: Logger;
  scheduler: SchedulerLike;
  windowMs?: number;
}

/**
 * Keeps every backend-state socket of this process up to date with ONE database LISTEN: on a
 * notification (coalesced), each connected company's state is read once and every socket of that
 * company gets the keys that changed for it; super users also get the all-company state under SUPER.
 * A socket only ever receives the state of the company its token names.
 */
export class BackendStateHub {
  private readonly entries = new Map<StateSubscriber, Entry>();
  private readonly notifications$ = new Subject<string>();
  private subscription?: Subscription;
  private unlisten?: () => Promise<void>;

  constructor(private readonly deps: HubDeps) {}

  async start(): Promise<void> {
    this.subscription = refreshTriggers(this.notifications$, this.deps.scheduler, this.deps.windowMs)
      .pipe(concatMap(() => this.refresh()))
      .subscribe();
    this.unlisten = await this.deps.db.listen(BACKEND_STATE_CHANNEL, (payload) => this.notifications$.next(payload));
  }

  async stop(): Promise<void> {
    this.subscription?.unsubscribe();
    this.entries.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }

  /** Adds a socket; returns the function that removes it (call it on close). */
  register(subscriber: StateSubscriber): () => void {
    this.entries.set(subscriber, { sent: new Map(), superSent: new Map(), ready: false, missed: false });
    return () => {
      this.entries.delete(subscriber);
    };
  }

  /** Sends a registered socket its full state (and the SUPER state to a super user). */
  async sendFull(subscriber: StateSubscriber): Promise<void> {
    const state = snapshotOf(await this.deps.source.company(subscriber.companyId));
    const superState = subscriber.isSuper ? snapshotOf(await this.deps.source.everyCompany()) : new Map<string, string>();
    const entry = this.entries.get(subscriber);
    if (!entry) return; // closed while reading
    subscriber.send(serverMessage('STATE', patchBetween(new Map(), state)));
    if (subscriber.isSuper) subscriber.send(serverMessage('PATCH', { SUPER: patchBetween(new Map(), superState) }));
    Object.assign(entry, { sent: state, superSent: superState, ready: true });
    if (entry.missed) this.notifications$.next('missed');
  }

  /** Announces a change made by this process (live users) to every process's sockets. */
  async announce(reason: string): Promise<void> {
    await this.deps.db.query('SELECT pg_notify($1, $2)', [BACKEND_STATE_CHANNEL, reason]);
  }

  private async refresh(): Promise<void> {
    try {
      const ready: Array<[StateSubscriber, Entry]> = [];
      for (const [subscriber, entry] of this.entries) {
        if (entry.ready) ready.push([subscriber, entry]);
        else entry.missed = true;
      }
      for (const companyId of new Set(ready.map(([s]) => s.companyId))) {
        const state = snapshotOf(await this.deps.source.company(companyId));
        for (const [subscriber, entry] of ready) {
          if (subscriber.companyId !== companyId || !this.entries.has(subscriber)) continue;
          const patch = patchBetween(entry.sent, state);
          if (!isEmptyPatch(patch)) subscriber.send(serverMessage('PATCH', patch));
          entry.sent = state;
        }
      }
      const supers = ready.filter(([s]) => s.isSuper);
      if (supers.length === 0) return;
      const all = snapshotOf(await this.deps.source.everyCompany());
      for (const [subscriber, entry] of supers) {
        if (!this.entries.has(subscriber)) continue;
        const patch = patchBetween(entry.superSent, all);
        if (!isEmptyPatch(patch)) subscriber.send(serverMessage('PATCH', { SUPER: patch }));
        entry.superSent = all;
      }
    } catch (e) {
      // One failed read must not end the refresh stream; the next notification tries again.
      this.deps.log.error(`backend state refresh failed: ${(e as Error).stack ?? String(e)}`);
    }
  }
}
