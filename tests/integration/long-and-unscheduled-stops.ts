import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { Profile } from '../../core/model';
import { shiftsFromProfile, shiftWindowAt, shiftWindowsForDate } from '../../core/shifts';
import { assertDateOnly } from '../../core/time';
import type { Database } from '../../server/db/database';
import { DEMO_PLANT_USERS } from '../../server/demo';
import { drainUntilEmpty } from '../../server/engine';
import { oidcLogin } from '../support/oidc-login';
import { machinesUnder } from './raw-figures';

const HOUR = 3_600_000;
/** Longer than the engine's old 48 h look-back for finished stops, which cut such a stop off. */
const LONG_STOP_MS = 60 * HOUR;

export interface SeededStops {
  /** The machine, day and shift of the window without a schedule holding the first stop. */
  unscheduled: { machineKey: string; day: string; shiftKey: string };
  /** The machine and scheduled window the long stop ends in. */
  long: { machineKey: string; day: string; shiftKey: string };
}

/**
 * Issue 33 point 1's awkward stops, sent through ingestion (POST /v1/ingest/events) as a plant's
 * system would: an unplanned stop inside a completed shift window that has no production schedule
 * (downtime counts only where the machine was scheduled to produce, so it counts nothing), and an
 * unplanned stop of 60 hours ending inside the latest completed scheduled window (it counts in every
 * scheduled window it covers, however long ago it began). The engine then computes their windows.
 */
export async function ingestLongAndUnscheduledStops(db: Database, baseUrl: string, profile: Profile, days: readonly string[], scheduled: (machineKey: string, day: string, shiftKey: string) => boolean, now: number): Promise<SeededStops> {
  const shifts = shiftsFromProfile(profile.shifts);
  const windows = machinesUnder(profile.entities).flatMap((m) =>
    days.flatMap((day) =>
      shiftWindowsForDate(shifts, assertDateOnly(day, 'day'), m.timezone ?? profile.timezone)
        .filter((w) => w.end < now)
        .map((w) => ({ machineKey: m.key, day, shiftKey: w.shift.name.toUpperCase(), start: w.start, end: w.end, scheduled: scheduled(m.key, day, w.shift.name.toUpperCase()) })),
    ),
  );
  const idle = windows.find((w) => !w.scheduled);
  expect(idle, 'one of the days has a completed shift window without a schedule').toBeDefined();
  const target = windows.filter((w) => w.scheduled).sort((a, b) => b.start - a.start)[0]!;
  const longEnd = target.start + HOUR / 2;
  const stop = (machineKey: string, day: string, shiftKey: string, start: number, end: number) => ({
    machine_key: machineKey, shift_date: day, shift_key: shiftKey, type: 'DOWN', reason_name: 'Hydraulic Leak', planned: false,
    timestamp: new Date(start).toISOString(), end: new Date(end).toISOString(), quantity: 0,
  });
  // A stop's shift date and key are where it began (between shifts: the next shift's date); the windows it counts in come from its times.
  const longStart = longEnd - LONG_STOP_MS;
  const timezone = machinesUnder(profile.entities).find((m) => m.key === target.machineKey)!.timezone ?? profile.timezone;
  const began = shiftWindowAt(shifts, longStart, timezone) ?? { shiftDate: DateTime.fromMillis(longStart, { zone: timezone }).toISODate()!, shift: shifts[0]! };
  const rows = [
    stop(idle!.machineKey, idle!.day, idle!.shiftKey, idle!.start + HOUR / 6, idle!.start + (2 * HOUR) / 3),
    stop(target.machineKey, began.shiftDate, began.shift.name, longStart, longEnd),
  ];

  const manager = DEMO_PLANT_USERS.find((u) => u.role === 'MANAGER' && !u.isDemo)!;
  const token = (await oidcLogin({ baseUrl, email: manager.email, password: manager.password })).accessToken;
  const res = await fetch(`${baseUrl}/v1/ingest/events`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(rows) });
  expect(res.status, await res.clone().text()).toBe(200);
  // The engine computes them as a worker would, at the test's clock (the demo plant's results were).
  await drainUntilEmpty(db, { now: () => now });
  const left = await db.query('SELECT machine_key, shift_date::text, shift_key, last_error FROM sch_queue LIMIT 5');
  expect(left.rows, 'every queued window computed').toEqual([]);
  return {
    unscheduled: { machineKey: idle!.machineKey, day: idle!.day, shiftKey: idle!.shiftKey },
    long: { machineKey: target.machineKey, day: target.day, shiftKey: target.shiftKey },
  };
}
