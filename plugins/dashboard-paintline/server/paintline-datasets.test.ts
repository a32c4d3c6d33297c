import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../core/model';
import { buildPaintlineEvents, PAINT_PROGRAMS } from './paintline-datasets';
import { DEMO_SHIFTS } from '../../../server/demo/plant-catalog';
import { createSeededRandom } from '../../../server/demo/seeded-random';
import { lastDays, shiftWindows, weekday } from '../../../server/demo/shift-windows';

const now = DateTime.fromISO('2026-11-21T23:30', { zone: 'US/Eastern' }).toMillis();
const events = buildPaintlineEvents(shiftWindows(lastDays('2026-11-21', 7), DEMO_SHIFTS, 'US/Eastern'), now, createSeededRandom(9));

describe('paint-line events', () => {
  it('runs both paint lines, PL4 and PL5, every working shift, never on Sundays or in the future', () => {
    expect(new Set(events.map((e) => e.machine_key))).toEqual(new Set(['PL4', 'PL5']));
    expect(events.some((e) => weekday(e.shift_date) === 7)).toBe(false);
    expect(events.every((e) => Date.parse(e.timestamp) <= now)).toBe(true);
  });

  it('uses only programs that run on the line, and event types of the specification', () => {
    for (const e of events) {
      const program = PAINT_PROGRAMS.find((p) => p.name === e.programName)!;
      expect(program.lines as readonly string[]).toContain(e.machine_key);
      expect(EVENT_TYPES).toContain(e.type);
    }
  });

  it('has assembly (PROD), polish (RJCT) and fallout (SCRP, RWRK) counts with reasons on all but PROD', () => {
    for (const type of ['PROD', 'RJCT', 'SCRP'] as const) expect(events.some((e) => e.type === type)).toBe(true);
    for (const e of events) {
      expect(e.quantity).toBeGreaterThan(0);
      expect(e.reason_name === null).toBe(e.type === 'PROD');
    }
  });

  it('gives stops (DOWN) an end after their start, and every event a unique source id', () => {
    for (const e of events.filter((x) => x.type === 'DOWN')) expect(Date.parse(e.end!)).toBeGreaterThan(Date.parse(e.timestamp));
    expect(new Set(events.map((e) => e.erp_trans)).size).toBe(events.length);
  });
});
