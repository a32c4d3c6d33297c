interface KeepCurrentFields {
  keepCurrent?: unknown;
  combineShifts?: unknown;
  shift?: unknown;
  time?: { day?: unknown } & Record<string, unknown>;
}

/**
 * The saved navigation state as Keep Current would have moved it by now: while both the saved and the
 * working state keep the current day, the day (and, with shifts not combined, the shift) is Keep
 * Current's automatic update, not the user's edit, so it does not mark the preset changed. A preset
 * saved yesterday, or opened after local midnight while yesterday's Midnight shift runs, opens
 * without an asterisk; a day picked by hand turns Keep Current off and does count.
 */
export function asKeptCurrent<S extends object>(saved: S, working: S | undefined): S {
  const s = saved as KeepCurrentFields;
  const w = working as KeepCurrentFields | undefined;
  if (s.keepCurrent !== true || w?.keepCurrent !== true || !s.time || !w.time) return saved;
  const shift = s.combineShifts === false && w.combineShifts === false ? { shift: w.shift } : {};
  return { ...saved, ...shift, time: { ...s.time, day: w.time.day } } as S;
}
