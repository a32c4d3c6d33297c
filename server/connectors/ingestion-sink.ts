import { RejectedMessage, type ParsedMessage } from '../../core/connectors';
import type { InputEvent } from '../../core/forms';
import type { Database, Queryable } from '../db/database';
import type { CompanyCalendar } from '../engine/calendar';
import { HttpError } from '../http/context';
import { checkEventWindow, type IngestWindow } from '../ingest/date-window';
import { writeEvents } from '../ingest/write-inputs';
import { MachineCalendar, nextShiftAfter, shiftAt } from './machine-calendar';
import { EMPTY_MEMORY, eventsOfMessage, type MachineMemory } from './message-events';

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

/** The ingestion refusal of a connector's event, in the words of one message (no row number). */
function reasonOf(e: HttpError): string {
  return e.message.replace(/^Row \d+: /, '').replace(/\. Nothing was written\.$/, '');
}

/** A message to store and the topic (or node) it came on. */
export interface SinkMessage {
  message: ParsedMessage;
  origin: string;
}

/** Thrown inside a batch's transaction to roll it back and store the batch again without one message. */
class RowRefused extends Error {
  constructor(readonly index: number, readonly reason: string) {
    super(reason);
  }
}

const rejection = (e: unknown): string | undefined =>
  e instanceof RejectedMessage ? e.message : e instanceof HttpError && e.status === 400 ? reasonOf(e) : undefined;

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
   */
  async storeAll(batch: readonly SinkMessage[]): Promise<Array<string | null>> {
    const now = this.now();
    const calendar = await this.calendar.get(now);
    const outcome: Array<string | null> = batch.map(({ message }) =>
      calendar.machines.has(message.machineKey) ? null : `'${message.machineKey}' is not a machine of your company`,
    );
    // A refusal of writeEvents names a row: that message is rejected and the rest stored again.
    for (;;) {
      const todo = batch.flatMap((m, i) => (outcome[i] === null ? [i] : []));
      if (todo.length === 0) return outcome;
      try {
        await this.opts.db.transaction((tx) => this.write(tx, batch, todo, outcome, now, calendar));
        return outcome;
      } catch (e) {
        if (!(e instanceof RowRefused)) throw e;
        outcome[e.index] = e.reason;
      }
    }
  }

  private async write(tx: Queryable, batch: readonly SinkMessage[], todo: number[], outcome: Array<string | null>, now: number, calendar: CompanyCalendar): Promise<void> {
    const keys = [...new Set(todo.map((i) => batch[i]!.message.machineKey))];
    // One machine's messages are stored one batch at a time, whichever sources (or servers) receive
    // them: a message two sources both deliver then replaces its first copy instead of racing it.
    // The locks are taken in one order (their hashes') so two batches never wait for each other.
    await tx.query('SELECT pg_advisory_xact_lock($1, h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($2::text[]) AS k ORDER BY 1) AS s', [this.opts.companyId, keys]);
    const memories = await this.memoriesOf(tx, keys);
    const changed = new Set<string>();
    const rows: InputEvent[] = [];
    const owner: number[] = [];
    for (const i of todo) {
      const { message, origin } = batch[i]!;
      const machine = calendar.machines.get(message.machineKey)!;
      const ctx = {
        idBase: `${this.opts.kind}:${origin}`.slice(0, 200),
        shiftAt: (ts: number) => shiftAt(calendar, machine.timezone, ts),
        stopShiftAt: (ts: number) => shiftAt(calendar, machine.timezone, ts) ?? nextShiftAfter(calendar, machine.timezone, ts),
        rollover: this.opts.rollover,
      };
      try {
        const done = eventsOfMessage(message, memories.get(message.machineKey) ?? EMPTY_MEMORY, ctx);
        checkEventWindow(done.rows, this.opts.window, now);
        memories.set(message.machineKey, done.memory);
        changed.add(message.machineKey);
        rows.push(...done.rows);
        owner.push(...done.rows.map(() => i));
      } catch (e) {
        const reason = rejection(e);
        if (reason === undefined) throw e;
        outcome[i] = reason;
      }
    }
    const kept = lastPerSourceId(rows);
    if (kept.length > 0) {
      try {
        await writeEvents(tx, this.opts.companyId, kept.map((k) => rows[k]!), now);
      } catch (e) {
        const row = e instanceof HttpError && e.status === 400 ? Number(e.body.row) : NaN;
        if (Number.isInteger(row) && kept[row - 1] !== undefined) throw new RowRefused(owner[kept[row - 1]!]!, reasonOf(e as HttpError));
        throw e;
      }
    }
    const saved = [...changed];
    if (saved.length === 0) return;
    await tx.query(
      `INSERT INTO connector_machine_state (_company_id, source_id, machine_key, state)
       SELECT $1, $2, t.k, t.s::jsonb FROM unnest($3::text[], $4::text[]) AS t(k, s)
       ON CONFLICT (_company_id, source_id, machine_key) DO UPDATE SET state = excluded.state`,
      [this.opts.companyId, this.opts.sourceId, saved, saved.map((k) => JSON.stringify(memories.get(k)))],
    );
  }

  private async memoriesOf(tx: Queryable, keys: readonly string[]): Promise<Map<string, MachineMemory>> {
    const r = await tx.query<{ machine_key: string; state: MachineMemory | string }>(
      'SELECT machine_key, state FROM connector_machine_state WHERE _company_id = $1 AND source_id = $2 AND machine_key = ANY($3::text[]) FOR UPDATE',
      [this.opts.companyId, this.opts.sourceId, keys],
    );
    return new Map(r.rows.map((m) => [m.machine_key, typeof m.state === 'string' ? (JSON.parse(m.state) as MachineMemory) : m.state]));
  }
}

/**
 * The positions of the rows to write: of rows sharing a Source ID (a message delivered twice within
 * one batch, a stop opened and closed in it) the last one, as storing them one by one would leave.
 */
function lastPerSourceId(rows: readonly InputEvent[]): number[] {
  const last = new Map<string, number>();
  rows.forEach((r, i) => last.set(r.erp_trans || `#${i}`, i));
  return [...last.values()].sort((a, b) => a - b);
}
