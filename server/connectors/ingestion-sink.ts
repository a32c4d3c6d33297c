import type { Database } from '../db/database';
import type { IngestWindow } from '../ingest/date-window';
import { MachineCalendar } from './machine-calendar';
import { planBatch, STORE_BATCH_MODULE, storeBatch, type SinkMessage, type StoreBatchArgs } from './store-batch';

export type { SinkMessage } from './store-batch';

export interface SinkOptions {
  db: Database;
  companyId: number;
  sourceId: number;
  /** The source's kind: with the topic (or node) and the message's timestamp it makes the events' Source IDs. */
  kind: string;
  window: IngestWindow;
  rollover?: number;
  now?: () => number;
}

/**
 * Stores a connector's messages through the one ingestion path (server/ingest: the ingestion
 * window, the company's machines and shifts, writeEvents and the engine's queues), with the
 * machines' memories in the same transaction. Resolves once stored, so the connector acknowledges
 * the messages only then.
 */
export class IngestionSink {
  private readonly calendar: MachineCalendar;
  private readonly now: () => number;

  constructor(private readonly opts: SinkOptions) {
    this.calendar = new MachineCalendar(opts.db, opts.companyId);
    this.now = opts.now ?? Date.now;
  }

  /**
   * Messages in the order they came, in one transaction. Answers, for each, null when stored or the
   * reason it was rejected: a rejected message is left out alone (the machine's memory as if it
   * never came) and the others are stored. Throws when storing failed for another reason.
   *
   * `origin` makes the events' Source IDs with the kind, the tag and the message's timestamp, not
   * the source: two sources of the company that both subscribe to a topic store its messages once.
   *
   * On the embedded database the transaction runs on the database's own thread (Database.runBeside),
   * as the engine's batches do: from this thread, busy with the broker, the sockets and the live
   * queries, each statement was a round trip that kept the one connection held and idle. The events
   * are worked out before, here (planBatch), and the transaction only checks the memories they start
   * from are still those stored.
   */
  async storeAll(batch: readonly SinkMessage[]): Promise<Array<string | null>> {
    const { db, companyId, sourceId, kind, window, rollover } = this.opts;
    const now = this.now();
    const calendar = await this.calendar.get(now);
    const outcome: Array<string | null> = batch.map(({ message }) =>
      calendar.machines.has(message.machineKey) ? null : `'${message.machineKey}' is not a machine of your company`,
    );
    if (outcome.every((o) => o !== null)) return outcome;
    const args: StoreBatchArgs = {
      companyId, sourceId, kind, window, now, calendar, outcome,
      ...(rollover === undefined ? {} : { rollover }),
      batch: batch.map(({ message, origin }) => ({ message, origin })),
    };
    args.plan = await planBatch(db, args);
    return db.runBeside ? db.runBeside<Array<string | null>>(STORE_BATCH_MODULE, 'storeBatch', args) : storeBatch(db, args);
  }
}
