import { describeWeekdays, runsShift, type MachineShiftDays } from '../../core/shifts';
import type { Queryable } from '../db/database';
import { rowError } from './validate-rows';

/** The shift exceptions of the company's machines with these keys (machines without any are absent). */
export async function loadMachineShiftDays(q: Queryable, companyId: number, machineKeys: readonly string[]): Promise<Map<string, MachineShiftDays[]>> {
  const { rows } = await q.query<{ machine_key: string; shift_key: string; weekdays: number[] }>(
    `SELECT e.key AS machine_key, upper(s.name) AS shift_key, ms.weekdays::int[] AS weekdays
       FROM bigbrain_machineshift ms
       JOIN bigbrain_entity e ON e._company_id = ms._company_id AND e.id = ms.machine_id
       JOIN bigbrain_shift s ON s._company_id = ms._company_id AND s.id = ms.shift_id
      WHERE ms._company_id = $1 AND e.key = ANY($2::text[])`,
    [companyId, [...new Set(machineKeys)]],
  );
  const out = new Map<string, MachineShiftDays[]>();
  for (const r of rows) out.set(r.machine_key, [...(out.get(r.machine_key) ?? []), { shiftKey: r.shift_key, weekdays: r.weekdays }]);
  return out;
}

type ScheduleKey = { machine_key: string; shift_key: string; shift_date: string };

/** Rows whose machine does not run their shift on their day, with their row numbers (1 = first). */
export async function schedulesOutsideMachineShifts<R extends ScheduleKey>(q: Queryable, companyId: number, rows: readonly R[]): Promise<Array<{ row: number; schedule: R; weekdays: readonly number[] }>> {
  const days = await loadMachineShiftDays(q, companyId, rows.map((r) => r.machine_key));
  const out: Array<{ row: number; schedule: R; weekdays: readonly number[] }> = [];
  rows.forEach((r, i) => {
    const exceptions = days.get(r.machine_key) ?? [];
    if (!runsShift(exceptions, r.shift_key, r.shift_date)) {
      out.push({ row: i + 1, schedule: r, weekdays: exceptions.find((e) => e.shiftKey === r.shift_key.toUpperCase())!.weekdays });
    }
  });
  return out;
}

/** Why a schedule is refused: the machine's production setup does not run that shift that day. */
export function notRunMessage(s: ScheduleKey, weekdays: readonly number[]): string {
  return `${s.machine_key} does not run the ${s.shift_key.toUpperCase()} shift on ${s.shift_date.slice(0, 10)} (its production setup runs it ${describeWeekdays(weekdays)})`;
}

/** Refuses the batch (row number of the first) when a schedule falls in a shift its machine does not run. */
export async function assertMachinesRunShifts(q: Queryable, companyId: number, rows: readonly ScheduleKey[]): Promise<void> {
  const [first] = await schedulesOutsideMachineShifts(q, companyId, rows);
  if (first) throw rowError(first.row, notRunMessage(first.schedule, first.weekdays), { shift_key: ['The machine does not run this shift on this day'] });
}
