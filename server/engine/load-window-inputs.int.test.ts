import { expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { loadStops, type WindowJob } from './load-window-inputs';

const H = 3_600_000;
const DAY0 = Date.parse('2026-03-10T07:00:00Z');

function job(companyId: number, machineKey: string, start: number): WindowJob {
  return { companyId, machineKey, machineId: 0, window: { start, end: start + 8 * H, shiftDate: '2026-03-10', shiftKey: 'DAY' }, schedules: [], groups: [], downs: [] };
}

// Issue 15: open and long stops are read once per machine, not once per window; each window still
// gets the stops that reach into it (issue 33, README Decisions "Downtime minutes": a stop counts in
// every scheduled window it covers, however long ago it began).
forEachDatabase('the stops a window reads', (t) => {
  it('an open stop of any age, a finished stop of any length reaching into the window, never one that ended before it or another machine\'s', async () => {
    const company = (await t.db.query<{ id: number }>(`INSERT INTO core_company (euid, name) VALUES ('CSTOP', 'Stops') RETURNING id`)).rows[0]!.id;
    const stop = async (machine: string, from: number, to: number | null) =>
      (
        await t.db.query<{ id: string }>(`INSERT INTO bigbrain_inpevent ("timestamp", "end", machine_key, type, _company_id) VALUES ($1, $2, $3, 'DOWN', $4) RETURNING id`, [
          new Date(from),
          to === null ? null : new Date(to),
          machine,
          company,
        ])
      ).rows[0]!.id;
    const openOld = await stop('M1', DAY0 - 10 * 24 * H, null);
    const openRecent = await stop('M1', DAY0 - 30 * H, null);
    const finishedInLookback = await stop('M1', DAY0 - 40 * H, DAY0 + H);
    const finishedLong = await stop('M1', DAY0 - 80 * H, DAY0 + H); // began before the 48 h lookback, still counts
    await stop('M1', DAY0 - 100 * H, DAY0 - H); // long, but ended before the window
    await stop('M1', DAY0 - 80 * H, DAY0 - 70 * H);
    await stop('M2', DAY0 - 10 * 24 * H, null);
    const jobs = [job(company, 'M1', DAY0), job(company, 'M1', DAY0 + 8 * H), job(company, 'M3', DAY0)];
    await loadStops(t.db, jobs);
    const ids = (j: WindowJob) => j.downs.map((d) => String(d.id)).sort();
    expect(ids(jobs[0]!)).toEqual([openOld, openRecent, finishedInLookback, finishedLong].map(String).sort());
    expect(ids(jobs[1]!)).toEqual([openOld, openRecent].map(String).sort());
    expect(ids(jobs[2]!)).toEqual([]);
  });
});

// Issue 15: a batch reads each machine's stops once for its run of windows; each window still
// applies its own bounds exactly, to the microsecond, as the per-window statement did.
forEachDatabase('the stops a window reads, bounds', (t) => {
  it('a finished stop is found on either side of the 48 h lookback (by the span read or the long-stop read, once) while it ends after the start; windows far apart each get theirs', async () => {
    const company = (await t.db.query<{ id: number }>(`INSERT INTO core_company (euid, name) VALUES ('CBOUND', 'Bounds') RETURNING id`)).rows[0]!.id;
    const stop = async (from: string, to: string | null) =>
      (
        await t.db.query<{ id: string }>(`INSERT INTO bigbrain_inpevent ("timestamp", "end", machine_key, type, _company_id) VALUES ($1, $2, 'M1', 'DOWN', $3) RETURNING id`, [
          from,
          to,
          company,
        ])
      ).rows[0]!.id;
    const atLookback = await stop('2026-03-08T07:00:00.000000Z', '2026-03-10T07:30:00Z');
    const beforeLookback = await stop('2026-03-08T06:59:59.999999Z', '2026-03-10T07:30:00Z'); // a microsecond earlier: the long-stop read
    await stop('2026-03-10T06:00:00Z', '2026-03-10T07:00:00.000000Z'); // ends as the window starts
    const endsJustAfter = await stop('2026-03-10T06:00:00Z', '2026-03-10T07:00:00.000001Z');
    const lastMicrosecond = await stop('2026-03-10T14:59:59.999999Z', '2026-03-10T16:00:00Z');
    await stop('2026-03-10T15:00:00Z', '2026-03-10T16:00:00Z'); // begins as the window ends
    const monthLater = await stop('2026-04-10T08:00:00Z', '2026-04-10T09:00:00Z');
    const jobs = [job(company, 'M1', DAY0 + 31 * 24 * H), job(company, 'M1', DAY0)];
    await loadStops(t.db, jobs);
    const ids = (j: WindowJob) => j.downs.map((d) => String(d.id)).sort();
    expect(ids(jobs[1]!)).toEqual([atLookback, beforeLookback, endsJustAfter, lastMicrosecond].map(String).sort());
    expect(ids(jobs[0]!)).toEqual([monthLater].map(String));
    expect(jobs[1]!.downs.find((d) => String(d.id) === String(lastMicrosecond))!.ts).toBe(Date.parse('2026-03-10T14:59:59.999Z'));
  });
});
