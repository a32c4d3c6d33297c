import type { Database } from '../../server/db/database';

/** Rows one company gets for the tenant-isolation tests: enough that an unbounded read takes seconds. */
export interface TenantVolume {
  events: number;
  /** Schedules (each with its result), and 15-minute buckets per schedule. */
  schedules: number;
  bucketsPerSchedule: number;
  /** Days of results per entity (4 rows a day: three shifts and the summary). */
  resultDays: number;
}

export const HOSTILE_VOLUME: TenantVolume = { events: 60_000, schedules: 800, bucketsPerSchedule: 64, resultDays: 120 };

/** Marks every row this helper writes, so it can be removed again. */
const MARK = 'TENANT-LOAD';

/**
 * Gives a company production volume with plain SQL (no engine run): events, schedules with their results
 * and buckets, and result rows for each of its entities, then ANALYZE, as the embedded vacuum would.
 */
export async function seedTenantVolume(db: Database, companyId: number, machineKey: string, v: TenantVolume = HOSTILE_VOLUME): Promise<void> {
  await db.query(
    `INSERT INTO bigbrain_inpevent ("timestamp", machine_key, shift_date, shift_key, type, erp_trans, quantity, _company_id)
     SELECT now() - g * interval '1 minute', $1, current_date - (g / 1440), 'DAY', 'PROD', '${MARK}-' || g, g % 50, $2 FROM generate_series(1, $3::int) g`,
    [machineKey, companyId, v.events],
  );
  await db.query(
    `INSERT INTO bigbrain_inpschedule (shift_date, machine_key, part_name, operation, shift_key, quantity, ppm, _company_id)
     SELECT current_date - g, $1, '${MARK}', 'op' || g, 'DAY', 100, 1, $2 FROM generate_series(1, $3::int) g`,
    [machineKey, companyId, v.schedules],
  );
  await db.query(
    `INSERT INTO bigbrain_resschedule (schedule_id, goal_pps, realized_pps, scheduled_quantity, transaction_count, units_produced, units_good,
       units_scrapped, units_rejected, units_reworked, operating_secs, scheduled_secs, planned_down_secs, unplanned_down_secs, speed_loss_secs,
       scrap_loss_secs, performance_percent, quality_percent, availability_percent, efficiency_percent, _company_id)
     SELECT id, 1, 1, 100, 1, 100, 90, 5, 3, 2, 1, 1, 0, 0, 0, 0, 90, 90, 90, 73, $1 FROM bigbrain_inpschedule WHERE part_name = '${MARK}' AND _company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO bigbrain_restime (parent_id, shift_key, machine_key, "timestamp", transaction_count, units_produced, units_good, units_reworked,
       units_rejected, units_scrapped, _company_id)
     SELECT r.id, 'DAY', $1, now() - (r.id * $3::int + b) * interval '15 minutes', 1, 10, 9, 0, 0, 1, $2
       FROM bigbrain_resschedule r JOIN bigbrain_inpschedule s ON s.id = r.schedule_id AND s.part_name = '${MARK}', generate_series(1, $3::int) b
      WHERE r._company_id = $2`,
    [machineKey, companyId, v.bucketsPerSchedule],
  );
  await db.query(
    `INSERT INTO bigbrain_resentity (shift_key, shift_date, entity_id, scheduled_secs, planned_down_secs, unplanned_down_secs, available_secs,
       operating_secs, ideal_secs, good_secs, speed_loss_secs, scrap_loss_secs, goal_pps, performance_percent, quality_percent,
       availability_percent, efficiency_percent, speed_loss_percent, scrap_loss_percent, planned_down_percent, unplanned_down_percent,
       transaction_count, units_produced, units_good, units_reworked, units_rejected, units_scrapped, _company_id)
     SELECT s, current_date - 1000 - d, e.id, 28800, 0, 0, 28800, 28800, 27000, 26000, 1800, 1000, 1, 93.75, 96.3, 100, 90.3, 6.25, 3.7, 0, 0,
            10, 1000, 960, 10, 10, 20, $1
       FROM bigbrain_entity e, generate_series(1, $2::int) d, unnest(ARRAY['DAY', 'AFTERNOON', 'MIDNIGHT', 'SUMMARY']) s
      WHERE e._company_id = $1`,
    [companyId, v.resultDays],
  );
  await db.exec('ANALYZE bigbrain_inpevent; ANALYZE bigbrain_restime; ANALYZE bigbrain_resschedule; ANALYZE bigbrain_inpschedule; ANALYZE bigbrain_resentity; ANALYZE bigbrain_entity');
}
