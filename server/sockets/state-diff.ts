/** A state as last sent to one socket: JSON text per key, so comparing is exact and cheap. */
export type SentState = ReadonlyMap<string, string>;

/** Normalises a state to the JSON form sent on the wire (dates become ISO strings, undefined becomes null). */
export function snapshotOf(state: object): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(state)) out.set(key, JSON.stringify(value ?? null));
  return out;
}

/**
 * The patch from what a socket last received to the new state: only the keys whose value changed
 * (or appeared), with their new value. Empty when nothing changed, so nothing is sent.
 */
export function patchBetween(previous: SentState, next: SentState): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [key, json] of next) {
    if (previous.get(key) !== json) patch[key] = JSON.parse(json) as unknown;
  }
  return patch;
}

export const isEmptyPatch = (patch: Record<string, unknown>): boolean => Object.keys(patch).length === 0;
