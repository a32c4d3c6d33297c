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
  /** The batch's events worked out before the transaction (planBatch), used when the memories they start from are still those stored. */
  plan?: BatchPlan;
}

/** A batch's events and its machines' memories after it, worked out from the memories stored before it. */
export interface BatchPlan {
  /** Per machine key: its memory as read (normalised JSON text; null: none stored). */
  before: Record<string, string | null>;
  rows: InputEvent[];
  /** The message (index in the batch) of each row. */
  owner: number[];
  outcome: Array<string | null>;
  /** The memories of the machines whose messages were stored. */
  after: Record<string, MachineMemory>;
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

const todoOf = (outcome: ReadonlyArray<string | null>) => outcome.flatMap((o, i) => (o === null ? [i] : []));
const keysOf = (args: Pick<StoreBatchArgs, 'batch'>, todo: readonly number[]) => [...new Set(todo.map((i) => args.batch[i]!.message.machineKey))];

/**
 * The batch's events from the memories stored now, read without a lock: outside the transaction, and
 * on the embedded database on the server's thread, so the one connection is not held while they are
 * worked out (50-200 ms of JavaScript for 500 messages on the loaded machine). storeBatch uses them
 * when the memories are unchanged under the transaction's locks, and works them out again otherwise.
 */
export async function planBatch(db: Queryable, args: StoreBatchArgs): Promise<BatchPlan> {
  const outcome = [...args.outcome];
  const before = await memoryTexts(db, args, keysOf(args, todoOf(outcome)));
  const worked = workOut(args, todoOf(outcome), outcome, before);
  return { before: Object.fromEntries(before), outcome, ...worked };
}

/**
 * Stores a batch in one transaction and answers, per message, null when stored or the reason it was
 * rejected: a refusal of writeEvents names a row, and that message is left out alone (its machine's
 * memory as if it never came) and the rest stored again. Throws when storing failed for another reason.
 */
export async function storeBatch(db: Database, args: StoreBatchArgs): Promise<Array<string | null>> {
  const outcome = [...args.outcome];
  let plan = args.plan;
  for (;;) {
    const todo = todoOf(outcome);
    if (todo.length === 0) return outcome;
    try {
      await db.transaction((tx) => write(tx, args, todo, outcome, plan));
      return outcome;
    } catch (e) {
      if (!(e instanceof RowRefused)) throw e;
      outcome[e.index] = e.reason;
      plan = undefined;
    }
  }
}

async function write(tx: Queryable, args: StoreBatchArgs, todo: number[], outcome: Array<string | null>, plan: BatchPlan | undefined): Promise<void> {
  const { companyId, now } = args;
  const keys = keysOf(args, todo);
  // One machine's messages are stored one batch at a time, whichever sources (or servers) receive
  // them: a message two sources both deliver then replaces its first copy instead of racing it.
  // The locks are taken in one order (their hashes') so two batches never wait for each other.
  await tx.query('SELECT pg_advisory_xact_lock($1, h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($2::text[]) AS k ORDER BY 1) AS s', [companyId, keys]);
  const stored = await memoryTexts(tx, args, keys, 'FOR UPDATE');
  const current = plan && keys.every((k) => plan.before[k] === stored.get(k)) ? plan : undefined;
  const { rows, owner, after } = current ?? workOut(args, todo, outcome, stored);
  if (current) todo.forEach((i) => (outcome[i] = current.outcome[i]!));
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
  const saved = Object.keys(after);
  if (saved.length === 0) return;
  await tx.query(
    `INSERT INTO connector_machine_state (_company_id, source_id, machine_key, state)
     SELECT $1, $2, t.k, t.s::jsonb FROM unnest($3::text[], $4::text[]) AS t(k, s)
     ON CONFLICT (_company_id, source_id, machine_key) DO UPDATE SET state = excluded.state`,
    [companyId, args.sourceId, saved, saved.map((k) => JSON.stringify(after[k]))],
  );
}

/** The events of the messages still to store, from the machines' stored memories; a message a check refuses gets its reason in `outcome`. */
function workOut(args: StoreBatchArgs, todo: readonly number[], outcome: Array<string | null>, stored: ReadonlyMap<string, string | null>): Omit<BatchPlan, 'before' | 'outcome'> {
  const { batch, calendar } = args;
  const memories = new Map<string, MachineMemory>();
  for (const [k, text] of stored) if (text !== null) memories.set(k, JSON.parse(text) as MachineMemory);
  const after: Record<string, MachineMemory> = {};
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
      checkEventWindow(done.rows, args.window, args.now);
      memories.set(message.machineKey, done.memory);
      after[message.machineKey] = done.memory;
      rows.push(...done.rows);
      owner.push(...done.rows.map(() => i));
    } catch (e) {
      const reason = rejection(e);
      if (reason === undefined) throw e;
      outcome[i] = reason;
    }
  }
  return { rows, owner, after };
}

/** The machines' stored memories as normalised JSON text (null: none stored), locked with `lock`. */
async function memoryTexts(q: Queryable, args: Pick<StoreBatchArgs, 'companyId' | 'sourceId'>, keys: readonly string[], lock = ''): Promise<Map<string, string | null>> {
  const r = await q.query<{ machine_key: string; state: MachineMemory | string }>(
    `SELECT machine_key, state FROM connector_machine_state WHERE _company_id = $1 AND source_id = $2 AND machine_key = ANY($3::text[]) ${lock}`,
    [args.companyId, args.sourceId, keys],
  );
  const out = new Map<string, string | null>(keys.map((k) => [k, null]));
  for (const m of r.rows) out.set(m.machine_key, JSON.stringify(typeof m.state === 'string' ? JSON.parse(m.state) : m.state));
  return out;
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
