import type { Queryable } from '../db/database';

export interface ScheduledDowntime {
  pk: number;
  message: string;
  start_epoch: number;
  end_epoch: number;
  time_epoch: number | null;
  updated_epoch: number;
}

/** The backend session info (document 1 section 3) the status panel and /ws/backend_state/ show. */
export interface BackendState {
  euid: string | null;
  name: string | null;
  desc: string | null;
  /** Epoch ms of the newest input event, null when there is none. */
  last_input: number | null;
  /** Current schedule jobs: (machine, shift date, shift) rows waiting. */
  sch_queue: number;
  /** Current entity jobs: (entity, shift date) roll-ups waiting. */
  ent_queue: number;
  /** Schedule jobs done this month (windows computed). */
  sch_joblog: number;
  /** Entity jobs done this month (roll-ups computed). */
  ent_joblog: number;
  /** Users of the company (all companies for super users). */
  users: number;
  progress: { inpevents: number; inpschedules: number; parts: number; reasons: number; shifts: number };
  /** The latest failures, newest first. */
  errors: Array<{ at: string; queue: 'sch' | 'ent'; error: string }>;
  /** Notices whose window has not ended yet, for this company and for everyone. */
  scheduled_downtimes: ScheduledDowntime[];
}

/**
 * Reads the backend state of one company, or of every company (companyId null: super users). The
 * event counts come from company_counts (kept by triggers), not count(*) over the event tables.
 */
export async function readBackendState(db: Queryable, companyId: number | null, now: number = Date.now()): Promise<BackendState> {
  const scope = (alias = '') => `($1::int IS NULL OR ${alias}_company_id = $1)`;
  const counts = await db.query<Record<string, string | null>>(
    `SELECT (SELECT count(*) FROM sch_queue WHERE ${scope()}) AS sch_queue,
            (SELECT count(*) FROM ent_queue WHERE ${scope()}) AS ent_queue,
            (SELECT COALESCE(sum(rows), 0) FROM sch_joblog WHERE ${scope()} AND started >= date_trunc('month', now())) AS sch_joblog,
            (SELECT COALESCE(sum(rows), 0) FROM ent_joblog WHERE ${scope()} AND started >= date_trunc('month', now())) AS ent_joblog,
            (SELECT count(*) FROM core_user WHERE ${scope()}) AS users,
            (SELECT COALESCE(sum(n), 0) FROM company_counts WHERE tbl = 'bigbrain_inpevent' AND ${scope()}) AS inpevents,
            (SELECT COALESCE(sum(n), 0) FROM company_counts WHERE tbl = 'bigbrain_inpschedule' AND ${scope()}) AS inpschedules,
            (SELECT count(*) FROM bigbrain_part WHERE ${scope()}) AS parts,
            (SELECT count(*) FROM bigbrain_reason WHERE ${scope()}) AS reasons,
            (SELECT count(*) FROM bigbrain_shift WHERE ${scope()}) AS shifts,
            (SELECT (extract(epoch FROM max("timestamp")) * 1000)::bigint FROM bigbrain_inpevent WHERE ${scope()}) AS last_input`,
    [companyId],
  );
  const c = counts.rows[0];
  const n = (k: string) => Number(c[k] ?? 0);
  const company = companyId === null ? undefined : (await db.query<{ euid: string; name: string; desc: string }>('SELECT euid, name, "desc" FROM core_company WHERE id = $1', [companyId])).rows[0];
  const errors = await db.query<{ at: string; queue: 'sch' | 'ent'; error: string }>(
    `SELECT to_char(finished AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, queue, error FROM (
       SELECT finished, 'sch' AS queue, error FROM sch_joblog WHERE error IS NOT NULL AND ${scope()}
       UNION ALL SELECT finished, 'ent', error FROM ent_joblog WHERE error IS NOT NULL AND ${scope()}) x
     ORDER BY finished DESC LIMIT 20`,
    [companyId],
  );
  const downtimes = await db.query<Record<string, string | number | null>>(
    `SELECT pk, message, start_epoch, end_epoch, time_epoch, updated_epoch FROM core_scheduleddowntime
      WHERE end_epoch >= $2 AND ($1::int IS NULL OR _company_id IS NULL OR _company_id = $1) ORDER BY start_epoch`,
    [companyId, now],
  );
  return {
    euid: company?.euid ?? null,
    name: company?.name ?? null,
    desc: company?.desc ?? null,
    last_input: c.last_input === null ? null : Number(c.last_input),
    sch_queue: n('sch_queue'),
    ent_queue: n('ent_queue'),
    sch_joblog: n('sch_joblog'),
    ent_joblog: n('ent_joblog'),
    users: n('users'),
    progress: { inpevents: n('inpevents'), inpschedules: n('inpschedules'), parts: n('parts'), reasons: n('reasons'), shifts: n('shifts') },
    errors: errors.rows,
    scheduled_downtimes: downtimes.rows.map((d) => ({
      pk: Number(d.pk),
      message: String(d.message),
      start_epoch: Number(d.start_epoch),
      end_epoch: Number(d.end_epoch),
      time_epoch: d.time_epoch === null ? null : Number(d.time_epoch),
      updated_epoch: Number(d.updated_epoch),
    })),
  };
}
