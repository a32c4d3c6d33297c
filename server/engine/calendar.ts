import type { Shift } from '../../core/model';
import type { Queryable } from '../db/database';

export interface MachineInfo {
  id: number;
  key: string;
  parentId: number | null;
  timezone: string;
}

/** What the engine needs to know about one company: its shifts and its machines by key. */
export interface CompanyCalendar {
  companyId: number;
  shifts: Shift[];
  machines: Map<string, MachineInfo>;
}

/** Reads the shifts and machines of the given companies (one round trip each). */
export async function loadCalendars(q: Queryable, companyIds: readonly number[]): Promise<Map<number, CompanyCalendar>> {
  const ids = [...new Set(companyIds)];
  const out = new Map<number, CompanyCalendar>(ids.map((id) => [id, { companyId: id, shifts: [], machines: new Map() }]));
  if (ids.length === 0) return out;
  const shifts = await q.query<{ cid: number; name: string; start: string; finish: string; position: number; color: string | null }>(
    `SELECT _company_id AS cid, name, to_char(start_time, 'HH24:MI') AS start, to_char(end_time, 'HH24:MI') AS finish, position, color
       FROM bigbrain_shift WHERE _company_id = ANY($1::int[]) ORDER BY position`,
    [ids],
  );
  for (const s of shifts.rows) {
    out.get(s.cid)!.shifts.push({ name: s.name, startTime: s.start, endTime: s.finish, position: s.position, ...(s.color ? { color: s.color } : {}) });
  }
  const machines = await q.query<{ cid: number; id: number; key: string; parent_id: number | null; timezone: string }>(
    `SELECT _company_id AS cid, id, key, parent_id, timezone FROM bigbrain_entity WHERE _company_id = ANY($1::int[]) AND category = 'MACHINE'`,
    [ids],
  );
  for (const m of machines.rows) out.get(m.cid)!.machines.set(m.key, { id: m.id, key: m.key, parentId: m.parent_id, timezone: m.timezone });
  return out;
}

/** The shift_key of a shift: its name upper-cased (what events, schedules and results carry). */
export const shiftKeyOf = (name: string): string => name.toUpperCase();

/** resentity's shift_key for the whole shift date (every shift summed). */
export const SUMMARY_KEY = 'SUMMARY';
