import { HttpError } from '../http/context';
import { enqueueWindows } from '../engine/enqueue';
import { notRunMessage, schedulesOutsideMachineShifts } from '../ingest/machine-shift-days';
import type { ResourceHooks, WriteContext } from './resource-def';
import { PLAN_ROW_RATE_SQL } from './plan-rate';

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: [message] });
}

async function exists(w: WriteContext, sql: string, params: unknown[]): Promise<boolean> {
  const { rows } = await w.db.query(sql, params);
  return rows.length > 0;
}

/** A machine's parts and rates: the machine and the part must be the caller's (another company's are "not found"). */
export const machinePartHooks: ResourceHooks = {
  computed: {
    part_name: '(SELECT p.name FROM bigbrain_part p WHERE p._company_id = t._company_id AND p.id = t.part_id)',
    machine_name: '(SELECT e.name FROM bigbrain_entity e WHERE e._company_id = t._company_id AND e.id = t.machine_id)',
    machine_key: '(SELECT e.key FROM bigbrain_entity e WHERE e._company_id = t._company_id AND e.id = t.machine_id)',
  },
  prepare: async (v, w) => {
    const company = w.auth.companyId;
    if (v.machine_id !== undefined && !(await exists(w, `SELECT 1 FROM bigbrain_entity WHERE id = $1 AND _company_id = $2 AND category = 'MACHINE'`, [v.machine_id, company]))) {
      throw fieldError('machine_id', 'Machine not found');
    }
    if (v.part_id !== undefined && !(await exists(w, 'SELECT 1 FROM bigbrain_part WHERE id = $1 AND _company_id = $2', [v.part_id, company]))) {
      throw fieldError('part_id', 'Part not found');
    }
    return v;
  },
};

type PlanRow = { machine_key: string; shift_date: string; shift_key: string; part_name: string; operation: string; ppm: number | null };

/**
 * Production-plan rows: machine, shift, part and operation must be the company's; an empty rate is
 * filled from the rates (PLAN_ROW_RATE_SQL); the windows a row leaves and enters are queued for the
 * engine in the same transaction, so a plan for a past day recomputes its results.
 */
export const productionPlanHooks: ResourceHooks = {
  prepare: async (v, w) => {
    const company = w.auth.companyId;
    const row = { ...(w.existing ?? {}), ...v } as PlanRow;
    if (!(await exists(w, `SELECT 1 FROM bigbrain_entity WHERE _company_id = $1 AND category = 'MACHINE' AND key = $2`, [company, row.machine_key]))) {
      throw fieldError('machine_key', `No machine of your company has the key ${row.machine_key}`);
    }
    if (!(await exists(w, 'SELECT 1 FROM bigbrain_shift WHERE _company_id = $1 AND upper(name) = $2', [company, row.shift_key]))) {
      throw fieldError('shift_key', `${row.shift_key} is not one of your shifts`);
    }
    const [outside] = await schedulesOutsideMachineShifts(w.db, company, [row]);
    if (outside) throw fieldError('shift_key', notRunMessage(row, outside.weekdays));
    if (!(await exists(w, 'SELECT 1 FROM bigbrain_part WHERE _company_id = $1 AND name = $2', [company, row.part_name]))) {
      throw fieldError('part_name', `${row.part_name} is not one of your parts`);
    }
    if (row.operation && !(await exists(w, 'SELECT 1 FROM bigbrain_operation o JOIN bigbrain_part p ON p._company_id = o._company_id AND p.id = o.part_id WHERE p._company_id = $1 AND p.name = $2 AND o.name = $3', [company, row.part_name, row.operation]))) {
      throw fieldError('operation', `${row.operation} is not an operation of ${row.part_name}`);
    }
    const out = { ...v };
    const rateSources = ['machine_key', 'part_name', 'operation'].some((k) => v[k] !== undefined && v[k] !== w.existing?.[k]);
    if (v.ppm === null || (v.ppm === undefined && (!w.existing || rateSources))) {
      const { rows } = await w.db.query<{ ppm: number }>(`SELECT ${PLAN_ROW_RATE_SQL}::float8 AS ppm FROM (SELECT $1::int AS _company_id, $2::text AS machine_key, $3::text AS part_name, $4::text AS operation) s`, [
        company,
        row.machine_key,
        row.part_name,
        row.operation ?? '',
      ]);
      out.ppm = rows[0]!.ppm;
    }
    const windows = [row, ...(w.existing ? [w.existing as PlanRow] : [])].map((r) => ({ companyId: company, machineKey: r.machine_key, shiftDate: r.shift_date, shiftKey: r.shift_key }));
    await enqueueWindows(w.db, windows);
    return out;
  },
  beforeDelete: async (row, w) => {
    const r = row as PlanRow;
    await enqueueWindows(w.db, [{ companyId: w.auth.companyId, machineKey: r.machine_key, shiftDate: r.shift_date, shiftKey: r.shift_key }]);
  },
};
