import { expect } from '@playwright/test';
import type { Profile } from '../../../core/model';
import { currentShift, isoWeekdayOf, shiftsFromProfile } from '../../../core/shifts';
import type { ApiClient } from '../fixtures';

interface RecentRun { machine_key: string; part_name: string; operation: string; ppm: number }

const hasResults = async (api: ApiClient, day: string) =>
  (await api.graphql<{ rows: unknown[] }>('query($d: date!) { rows: bigbrain_resentity(where: {shift_date: {_eq: $d}, shift_key: {_eq: "SUMMARY"}}, limit: 1) { units_produced } }', { d: day })).rows.length > 0;

/**
 * Makes sure the demo plant has results on the live day (the current shift's shift date, as keep-current
 * resolves it), and returns that day. The test servers hold only the seeded history, whose live day has no
 * results before its first shift ends (the whole morning in the plant's zone, and a weekend's): then one
 * machine that runs the current shift gets a planned run and a count of the shift so far through
 * /v1/ingest, as a connected machine would send it. `api` must be an admin's or a manager's.
 */
export async function ensureLiveDayProduction(api: ApiClient): Promise<string> {
  const now = Date.now();
  // The profile's shifts and zone, as the workbench's Keep Current reads them.
  const profile = (await (await api.get('/v1/company_profile/me/')).json()) as Profile;
  const live = currentShift(shiftsFromProfile(profile.shifts), now, profile.timezone);
  expect(live, 'the demo plant has a shift running now').toBeDefined();
  const { shiftDate, start } = live!;
  if (await hasResults(api, shiftDate)) return shiftDate;

  const shiftKey = live!.shift.name.toUpperCase();
  const { runs } = await api.graphql<{ runs: RecentRun[] }>('query { runs: bigbrain_inpschedule(order_by: {shift_date: desc}, limit: 50) { machine_key part_name operation ppm } }');
  let run: RecentRun | undefined;
  for (const candidate of runs) {
    const plan = (await (await api.get(`/v1/machine_shifts/?machine_key=${encodeURIComponent(candidate.machine_key)}`)).json()) as { shifts: Array<{ shift_key: string; weekdays: number[] }> };
    if (plan.shifts.some((s) => s.shift_key === shiftKey && s.weekdays.includes(isoWeekdayOf(shiftDate)))) {
      run = candidate;
      break;
    }
  }
  expect(run, `a demo machine runs the ${shiftKey} shift on ${shiftDate}`).toBeDefined();
  const schedule = await api.post('/v1/ingest/schedules', [{ shift_date: shiftDate, machine_key: run!.machine_key, part_name: run!.part_name, operation: run!.operation, shift_key: shiftKey, quantity: 100, ppm: run!.ppm }]);
  expect(schedule.status(), await schedule.text()).toBe(200);
  // Within the shift so far, whatever minute of it the test runs in.
  const at = new Date(Math.max(start + 1_000, now - 60_000)).toISOString();
  const events = await api.post('/v1/ingest/events', [{ timestamp: at, machine_key: run!.machine_key, shift_date: shiftDate, shift_key: shiftKey, part_name: run!.part_name, operation: run!.operation, type: 'PROD', quantity: 10 }]);
  expect(events.status(), await events.text()).toBe(200);
  await expect.poll(() => hasResults(api, shiftDate), { message: `results of ${shiftDate} computed`, timeout: 60_000 }).toBe(true);
  return shiftDate;
}
