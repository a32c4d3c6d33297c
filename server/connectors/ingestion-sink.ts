import { RejectedMessage, reject, type ParsedMessage } from '../../core/connectors';
import type { Database, Queryable } from '../db/database';
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

/**
 * Stores a connector's messages through the one ingestion path (server/ingest: the ingestion
 * window, the company's machines and shifts, writeEvents and the engine's queues), with the
 * machine's memory in the same transaction. Resolves once stored, so the connector acknowledges
 * the message only then; throws RejectedMessage when the message cannot be stored as it is.
 */
export class IngestionSink {
  private readonly calendar: MachineCalendar;
  private readonly now: () => number;

  constructor(private readonly opts: SinkOptions) {
    this.calendar = new MachineCalendar(opts.db, opts.companyId);
    this.now = opts.now ?? Date.now;
  }

  /**
   * `origin`: the topic (or node) the message came on. Its events' Source IDs are the kind, the
   * origin, the tag and the message's timestamp, not the source: two sources of the company that
   * both subscribe to a topic store its messages once.
   */
  async store(message: ParsedMessage, origin: string): Promise<{ events: number }> {
    const now = this.now();
    const calendar = await this.calendar.get(now);
    const machine = calendar.machines.get(message.machineKey) ?? reject(`'${message.machineKey}' is not a machine of your company`);
    const ctx = {
      idBase: `${this.opts.kind}:${origin}`.slice(0, 200),
      shiftAt: (ts: number) => shiftAt(calendar, machine.timezone, ts),
      stopShiftAt: (ts: number) => shiftAt(calendar, machine.timezone, ts) ?? nextShiftAfter(calendar, machine.timezone, ts),
      rollover: this.opts.rollover,
    };
    try {
      return await this.opts.db.transaction(async (tx) => {
        // One machine's messages are stored one at a time, whichever sources (or servers) receive them:
        // a message two sources both deliver then replaces its first copy instead of racing it.
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [this.opts.companyId, message.machineKey]);
        const before = await this.memoryOf(tx, message.machineKey);
        const { rows, memory } = eventsOfMessage(message, before, ctx);
        if (rows.length > 0) {
          checkEventWindow(rows, this.opts.window, now);
          await writeEvents(tx, this.opts.companyId, rows, now);
        }
        await tx.query(
          `INSERT INTO connector_machine_state (_company_id, source_id, machine_key, state) VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (_company_id, source_id, machine_key) DO UPDATE SET state = excluded.state`,
          [this.opts.companyId, this.opts.sourceId, message.machineKey, JSON.stringify(memory)],
        );
        return { events: rows.length };
      });
    } catch (e) {
      if (e instanceof HttpError && e.status === 400) throw new RejectedMessage(reasonOf(e));
      throw e;
    }
  }

  private async memoryOf(tx: Queryable, machineKey: string): Promise<MachineMemory> {
    const r = await tx.query<{ state: MachineMemory | string }>(
      'SELECT state FROM connector_machine_state WHERE _company_id = $1 AND source_id = $2 AND machine_key = $3 FOR UPDATE',
      [this.opts.companyId, this.opts.sourceId, machineKey],
    );
    const stored = r.rows[0]?.state;
    if (stored === undefined) return EMPTY_MEMORY;
    return typeof stored === 'string' ? (JSON.parse(stored) as MachineMemory) : stored;
  }
}
