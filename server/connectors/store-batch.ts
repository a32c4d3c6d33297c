import { fileURLToPath } from 'node:url';
import { RejectedMessage, type ParsedMessage } from '../../core/connectors';
import type { InputEvent } from '../../core/forms';
import type { Database, Queryable } from '../db/database';
import type { CompanyCalendar } from '../engine/calendar';
import { HttpError } from '../http/context';
import { checkEventWindow, type IngestWindow } from '../ingest/date-window';
import { writeEvents } from '../ingest/write-inputs';
import { nextShiftAfter, shiftAt } from './machine-calendar';
import { EMPTY_MEMORY, eventsOfMessage, type MachineMemory } from './message-events';

/** This file, for Database.runBeside. */
export const STORE_BATCH_MODULE = fileURLToPath(import.meta.url);

/** A message to store and the topic (or node) it came on. */
export interface SinkMessage {
  message: ParsedMessage;
  origin: string;
}

/** One batch of one source, as plain data: it crosses to the embedded database's thread (structured cloning). */
export interface StoreBatchArgs {
  companyId: number;
  sourceId: number;
  /** The source's kind: with the topic (or node) and the message's timestamp it makes the events' Source IDs. */
  kind: string;
  window: IngestWindow;
  rollover?: number;
  now: number;
  calendar: CompanyCalendar;
  batch: readonly SinkMessage[];
  /** Per message: null to store it, or the reason it is already rejected (not a machine of the company). */
  outcome: Array<string | null>;
}

/** The ingestion refusal of a connector's event, in the words of one message (no row number). */
function reasonOf(e: HttpError): string {
  return e.message.replace(/^Row \d+: /, '').replace(/\. Nothing was written\.$/, '');
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
 * Stores a batch in one transaction and answers, per message, null when stored or the reason it was
 * rejected: a refusal of writeEvents names a row, and that message is left out alone (its machine's
 * memory as if it never came) and the rest stored again. Throws when storing failed for another reason.
 */
export async function storeBatch(db: Database, args: StoreBatchArgs): Promise<Array<string | null>> {
  const outcome = [...args.outcome];
  for (;;) {
    const todo = args.batch.flatMap((_, i) => (outcome[i] === null ? [i] : []));
    if (todo.length === 0) return outcome;
    try {
      await db.transaction((tx) => write(tx, args, todo, outcome));
      return outcome;
    } catch (e) {
      if (!(e instanceof RowRefused)) throw e;
      outcome[e.index] = e.reason;
    }
  }
}

async function write(tx: Queryable, args: StoreBatchArgs, todo: number[], outcome: Array<string | null>): Promise<void> {
  const { batch, calendar, companyId, now } = args;
  const keys = [...new Set(todo.map((i) => batch[i]!.message.machineKey))];
  // One machine's messages are stored one batch at a time, whichever sources (or servers) receive
  // them: a message two sources both deliver then replaces its first copy instead of racing it.
  // The locks are taken in one order (their hashes') so two batches never wait for each other.
  await tx.query('SELECT pg_advisory_xact_lock($1, h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($2::text[]) AS k ORDER BY 1) AS s', [companyId, keys]);
  const memories = await memoriesOf(tx, args, keys);
  const changed = new Set<string>();
  const rows: InputEvent[] = [];
  const owner: number[] = [];
  for (const i of todo) {
    const { message, origin } = batch[i]!;
    const machine = calendar.machines.get(message.machineKey)!;
    const ctx = {
      idBase: `${args.kind}:${origin}`.slice(0, 200),
      shiftAt: (ts: number) => shiftAt(calendar, machine.timezone, ts),
      stopShiftAt: (ts: number) => shiftAt(calendar, machine.timezone, ts) ?? nextShiftAfter(calendar, machine.timezone, ts),
      rollover: args.rollover,
    };
    try {
      const done = eventsOfMessage(message, memories.get(message.machineKey) ?? EMPTY_MEMORY, ctx);
      checkEventWindow(done.rows, args.window, now);
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
      await writeEvents(tx, companyId, kept.map((k) => rows[k]!), now);
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
    [companyId, args.sourceId, saved, saved.map((k) => JSON.stringify(memories.get(k)))],
  );
}

async function memoriesOf(tx: Queryable, args: StoreBatchArgs, keys: readonly string[]): Promise<Map<string, MachineMemory>> {
  const r = await tx.query<{ machine_key: string; state: MachineMemory | string }>(
    'SELECT machine_key, state FROM connector_machine_state WHERE _company_id = $1 AND source_id = $2 AND machine_key = ANY($3::text[]) FOR UPDATE',
    [args.companyId, args.sourceId, keys],
  );
  return new Map(r.rows.map((m) => [m.machine_key, typeof m.state === 'string' ? (JSON.parse(m.state) as MachineMemory) : m.state]));
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
