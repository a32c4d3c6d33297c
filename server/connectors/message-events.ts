import { counterIncrement, reject, type ParsedMessage, type Signal } from '../../core/connectors';
import type { InputEvent } from '../../core/forms';

/** The shift an instant is counted in: shift date and key (upper-cased name). */
export interface ShiftSlot {
  shiftDate: string;
  shiftKey: string;
}

export interface OpenStop extends ShiftSlot {
  /** The stop's Source ID: closing it later rewrites the same event with its end. */
  id: string;
  start: number;
  planned: boolean;
  reason: string;
}

/** What a source remembers about one machine between messages (connector_machine_state). */
export interface MachineMemory {
  totals: Record<string, { value: number; ts: number }>;
  part: string;
  /** Absent in the memories stored before sources could map an operation. */
  operation?: string;
  stop: OpenStop | null;
  stateTs: number | null;
}

export const EMPTY_MEMORY: MachineMemory = { totals: {}, part: '', operation: '', stop: null, stateTs: null };

export interface EventContext {
  /** Prefix of every Source ID of this message: the source and the topic (or node) it came on. */
  idBase: string;
  /** The shift whose window holds the instant; undefined between shifts. */
  shiftAt(ts: number): ShiftSlot | undefined;
  /** The shift a stop starting at the instant is filed under (the next one when it starts between shifts). */
  stopShiftAt(ts: number): ShiftSlot | undefined;
  rollover?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The ingestion events of one message and the machine's memory after it. Every event's Source ID
 * derives from the source, the topic, the tag and the message's own timestamp, so a message
 * delivered twice replaces its first copy and counts once. Running totals become increments (a
 * total no newer than the last one is a redelivery or out of date and adds nothing); a state opens
 * a stop, or closes the open one by rewriting it with its end.
 */
export function eventsOfMessage(msg: ParsedMessage, before: MachineMemory, ctx: EventContext): { rows: InputEvent[]; memory: MachineMemory } {
  const memory: MachineMemory = { ...before, totals: { ...before.totals } };
  const rows: InputEvent[] = [];
  const ordered = [...msg.signals].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  for (const signal of ordered) {
    if (signal.kind === 'part') memory.part = signal.part;
    else if (signal.kind === 'operation') memory.operation = signal.operation;
    else if (signal.kind === 'count') countEvent(msg, signal, memory, ctx, rows);
    else stateEvents(msg, signal, memory, ctx, rows);
  }
  return { rows, memory };
}

// The part and operation first, so the units of the same message count for them.
const ORDER: Record<Signal['kind'], number> = { part: 0, operation: 0, count: 1, state: 2 };

function countEvent(msg: ParsedMessage, signal: Extract<Signal, { kind: 'count' }>, memory: MachineMemory, ctx: EventContext, rows: InputEvent[]): void {
  let quantity = signal.value;
  if (signal.total) {
    const last = memory.totals[signal.tag];
    if (last && msg.timestamp <= last.ts) return;
    quantity = counterIncrement(last?.value, signal.value, ctx.rollover).increment;
    memory.totals[signal.tag] = { value: signal.value, ts: msg.timestamp };
  }
  if (quantity === 0) return;
  const slot = ctx.shiftAt(msg.timestamp) ?? reject(`No shift of the company runs at ${iso(msg.timestamp)}: units outside every shift do not count`);
  rows.push(event(msg.machineKey, slot, {
    type: signal.type,
    quantity,
    part_name: memory.part,
    operation: memory.operation ?? '',
    timestamp: iso(msg.timestamp),
    erp_trans: `${ctx.idBase}#${signal.tag}@${msg.timestamp}`,
  }));
}

function stateEvents(msg: ParsedMessage, signal: Extract<Signal, { kind: 'state' }>, memory: MachineMemory, ctx: EventContext, rows: InputEvent[]): void {
  // A state no newer than the last one is a redelivery or arrived after a later state: it changes nothing.
  if (memory.stateTs !== null && msg.timestamp <= memory.stateTs) return;
  memory.stateTs = msg.timestamp;
  const open = memory.stop;
  if (!signal.running && open && open.reason === signal.reason && open.planned === signal.planned) return;
  if (open) {
    rows.push(stopEvent(msg.machineKey, open, memory, msg.timestamp));
    memory.stop = null;
  }
  if (signal.running) return;
  const slot = ctx.stopShiftAt(msg.timestamp) ?? reject(`No shift of the company starts within a day of ${iso(msg.timestamp)} to file the stop under`);
  memory.stop = { ...slot, id: `${ctx.idBase}#down@${msg.timestamp}`, start: msg.timestamp, planned: signal.planned, reason: signal.reason };
  rows.push(stopEvent(msg.machineKey, memory.stop, memory, null));
}

function stopEvent(machineKey: string, stop: OpenStop, memory: Pick<MachineMemory, 'part' | 'operation'>, end: number | null): InputEvent {
  return event(machineKey, stop, {
    type: 'DOWN',
    quantity: 0,
    part_name: memory.part,
    operation: memory.operation ?? '',
    timestamp: iso(stop.start),
    erp_trans: stop.id,
    reason_name: stop.reason,
    planned: stop.planned,
    end: end === null ? null : iso(end),
  });
}

function event(machineKey: string, slot: ShiftSlot, fields: Partial<InputEvent> & Pick<InputEvent, 'type' | 'quantity' | 'timestamp' | 'erp_trans'>): InputEvent {
  return { machine_key: machineKey, shift_date: slot.shiftDate, shift_key: slot.shiftKey, part_name: '', operation: '', reason_name: '', planned: false, end: null, ...fields };
}
