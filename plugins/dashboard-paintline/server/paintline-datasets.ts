import type { EventType } from '../../../core/model';
import type { SeededRandom } from '../../../server/demo/seeded-random';
import type { ShiftWindow } from '../../../server/demo/shift-windows';
import { weekday } from '../../../server/demo/shift-windows';

export const PAINT_LINES = [
  { key: 'PL4', name: 'Paint Line 4' },
  { key: 'PL5', name: 'Paint Line 5' },
] as const;

export const PAINT_PROGRAMS = [
  { name: '4410', desc: 'Front fascia, Super White', lines: ['PL4'] },
  { name: '4420', desc: 'Front fascia, Midnight Black', lines: ['PL4'] },
  { name: '4430', desc: 'Rear bumper, Silver Sky', lines: ['PL4', 'PL5'] },
  { name: '5510', desc: 'Rocker panel, Magnetic Grey', lines: ['PL5'] },
  { name: '5520', desc: 'Spoiler, Ruby Flare', lines: ['PL5'] },
  { name: '5530', desc: 'Mirror cap, Blueprint', lines: ['PL5'] },
  { name: '5540', desc: 'Grille surround, Primer', lines: ['PL4', 'PL5'] },
] as const;

export interface ProgramEvent {
  programName: string;
  machine_key: string;
  shift_date: string;
  shift_key: string;
  type: EventType;
  erp_trans: string;
  timestamp: string;
  end: string | null;
  quantity: number;
  reason_name: string | null;
}

const FALLOUT = ['Dirt', 'Paint Run', 'Orange Peel', 'Thin Film'];
const POLISH = ['Light Dirt', 'Sand Mark'];
const DOWN = ['Robot Fault', 'Colour Change', 'Booth Cleaning', 'Conveyor Stop'];

/**
 * Paint-line events per line, shift and program for shifts that have ended by `now` (no painting on
 * Sundays): PROD is assembly (first-time good), RJCT polish, SCRP and RWRK fallout, DOWN a stop.
 */
export function buildPaintlineEvents(windows: readonly ShiftWindow[], now: number, rng: SeededRandom): ProgramEvent[] {
  const events: ProgramEvent[] = [];
  let trans = 1;
  for (const w of windows) {
    if (weekday(w.shiftDate) === 7 || w.end.toMillis() > now) continue;
    for (const line of PAINT_LINES) {
      const programs = PAINT_PROGRAMS.filter((p) => (p.lines as readonly string[]).includes(line.key));
      const running = [rng.pick(programs), rng.pick(programs)].filter((p, i, all) => all.indexOf(p) === i);
      const slot = w.end.diff(w.start).toMillis() / running.length;
      running.forEach((program, i) => {
        const from = w.start.plus({ milliseconds: slot * i });
        const at = (fraction: number) => from.plus({ milliseconds: Math.round(slot * fraction) }).toISO()!;
        const base = { programName: program.name, machine_key: line.key, shift_date: w.shiftDate, shift_key: w.shiftKey };
        const painted = rng.int(180, 320);
        const add = (type: EventType, quantity: number, fraction: number, reason: string | null, end: string | null = null) => {
          if (quantity <= 0) return;
          events.push({ ...base, type, quantity, reason_name: reason, timestamp: at(fraction), end, erp_trans: `INO-${String(trans++).padStart(7, '0')}` });
        };
        const polish = Math.round(painted * rng.between(0.05, 0.15));
        const fallout = Math.round(painted * rng.between(0.01, 0.05));
        const rework = Math.round(painted * rng.between(0.0, 0.03));
        add('PROD', painted - polish - fallout - rework, 0.95, null);
        add('RJCT', polish, 0.9, rng.pick(POLISH));
        add('SCRP', fallout, 0.9, rng.pick(FALLOUT));
        add('RWRK', rework, 0.9, rng.pick(FALLOUT));
        if (rng.chance(0.4)) add('DOWN', 1, 0.3, rng.pick(DOWN), at(0.3 + rng.between(0.02, 0.1)));
      });
    }
  }
  return events;
}
