/**
 * What a connector's payload format makes of one broker message: the machine it is about, when it
 * happened and its signals. The server's sink turns signals into ingestion events (counts, stops,
 * the part in production); a parser never touches the database.
 */
export type CountType = 'PROD' | 'SCRP' | 'RJCT' | 'RWRK';

export type Signal =
  /** `total`: the value is a running counter (increments are worked out by the sink), else an increment. */
  | { kind: 'count'; type: CountType; value: number; total: boolean; tag: string }
  /** The machine's state from now on: running, or stopped for a reason (planned or not). */
  | { kind: 'state'; running: boolean; planned: boolean; reason: string }
  /** The part the machine produces from now on. */
  | { kind: 'part'; part: string }
  /** The operation (routing step, e.g. OP10) of the part from now on: it picks the part's schedule of that operation. */
  | { kind: 'operation'; operation: string };

export interface ParsedMessage {
  machineKey: string;
  /** Epoch milliseconds. */
  timestamp: number;
  signals: Signal[];
}

/** A message no mapping understands: listed on the Data Sources screen with its reason, then acknowledged. */
export class RejectedMessage extends Error {}

export function reject(reason: string): never {
  throw new RejectedMessage(reason);
}

/** The JSON object of a payload, or a rejection that says what is wrong with it. */
export function jsonObject(payload: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return reject('The payload is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return reject('The payload must be a JSON object');
  return value as Record<string, unknown>;
}

/** Epoch milliseconds from a number (ms) or an ISO text with a zone. */
export function timestampOf(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  if (typeof value === 'string' && /\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value) && Number.isFinite(Date.parse(value))) return Date.parse(value);
  return reject(`${field} must be epoch milliseconds or an ISO time with a zone`);
}

export function quantityOf(value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return reject(`${field} must be a number of 0 or more`);
  return n;
}
