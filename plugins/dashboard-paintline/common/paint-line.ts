import type { EventType } from '../../../core/model';

/** Paint yield target line, percent (document 3, section 9). */
export const PAINT_YIELD_TARGET = 80;
/** Share of polished parts expected to be recovered. */
export const POLISH_RECOVERY = 0.9;

/** Estimated yield = assembly + 0.9 x polish, all in percent. */
export function estimatedYield(assemblyPercent: number, polishPercent: number): number {
  if (!Number.isFinite(assemblyPercent) || !Number.isFinite(polishPercent)) {
    throw new RangeError(`Assembly and polish percentages must be numbers (got ${String(assemblyPercent)}, ${String(polishPercent)}).`);
  }
  return assemblyPercent + POLISH_RECOVERY * polishPercent;
}

/** Program chart labels and colours per event type (document 3, section 9). */
export const PAINT_EVENT_STYLES: Readonly<Record<EventType, { label: string; colour: string }>> = Object.freeze({
  PROD: { label: 'Assembly', colour: 'green' },
  RJCT: { label: 'Polish', colour: 'lightgreen' },
  SCRP: { label: 'Fallout', colour: 'red' },
  RWRK: { label: 'Fallout', colour: 'red' },
  DOWN: { label: 'Down', colour: 'seagreen' },
});

export interface PaintLinePercentages {
  assembly: number;
  polish: number;
  fallout: number;
  estimatedYield: number;
}

/**
 * Each painted part ends in one of three outcomes: Assembly (PROD), Polish (RJCT) or Fallout
 * (SCRP and RWRK); each is its percentage of all four quantities.
 */
export function paintLinePercentages(q: Readonly<Record<'PROD' | 'RJCT' | 'SCRP' | 'RWRK', number>>): PaintLinePercentages {
  const total = q.PROD + q.RJCT + q.SCRP + q.RWRK;
  const pct = (n: number) => (total > 0 ? (n / total) * 100 : 0);
  const assembly = pct(q.PROD);
  const polish = pct(q.RJCT);
  return { assembly, polish, fallout: pct(q.SCRP + q.RWRK), estimatedYield: estimatedYield(assembly, polish) };
}

/** The paint-line part of the navigation state (custom area ino). */
export interface PaintLineState {
  paintLine4: boolean;
  paintLine5: boolean;
  /** Selected program euids; empty means all programs. */
  selectedPrograms: string[];
}

export type PaintLine = 4 | 5;

/**
 * Switches a paint line (document 3, section 4): if both lines end up off, the other line
 * switches on; changing lines clears the selected programs, since programs belong to lines.
 */
export function setPaintLine(state: PaintLineState, line: PaintLine, on: boolean): PaintLineState {
  if (line !== 4 && line !== 5) throw new RangeError(`Unknown paint line ${String(line)}: expected 4 or 5.`);
  const next = { ...state, [`paintLine${line}`]: on } as PaintLineState;
  if (!next.paintLine4 && !next.paintLine5) {
    if (line === 4) next.paintLine5 = true;
    else next.paintLine4 = true;
  }
  const changed = next.paintLine4 !== state.paintLine4 || next.paintLine5 !== state.paintLine5;
  return changed ? { ...next, selectedPrograms: [] } : state;
}

/** Selecting all programs clears the selection (empty means all). */
export function selectAllPrograms(state: PaintLineState): PaintLineState {
  return { ...state, selectedPrograms: [] };
}

/**
 * Adds or removes one program. A selection that comes to cover every available program, or
 * nothing, is cleared, which is the same as selecting all.
 */
export function toggleProgram(state: PaintLineState, euid: string, available: readonly string[]): PaintLineState {
  if (!available.includes(euid)) throw new RangeError(`Program ${euid} is not available on the selected paint lines.`);
  const selected = state.selectedPrograms.includes(euid)
    ? state.selectedPrograms.filter((p) => p !== euid)
    : [...state.selectedPrograms, euid];
  const coversAll = available.every((p) => selected.includes(p));
  return { ...state, selectedPrograms: coversAll ? [] : selected };
}

/** Whether a program's data is shown: all are while none is selected. */
export function isProgramVisible(state: Pick<PaintLineState, 'selectedPrograms'>, euid: string): boolean {
  return state.selectedPrograms.length === 0 || state.selectedPrograms.includes(euid);
}
