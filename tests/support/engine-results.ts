import type { Queryable } from '../../server/db/database';

/** Every result row the engine writes, without the ids that a full computation renews. */
export async function engineResults(q: Queryable): Promise<unknown> {
  const f = (c: string) => `round(${c}::numeric, 6)::text AS ${c}`;
  const schedules = await q.query(
    `SELECT schedule_id, ${['goal_pps', 'realized_pps', 'operating_secs', 'scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'speed_loss_secs',
      'scrap_loss_secs', 'performance_percent', 'quality_percent', 'availability_percent', 'efficiency_percent'].map(f).join(', ')},
            scheduled_quantity::text, transaction_count, units_produced::text, units_good::text, units_scrapped::text, units_rejected::text,
            units_reworked::text, max_event_pk::text
       FROM bigbrain_resschedule ORDER BY schedule_id`,
  );
  const buckets = await q.query(
    `SELECT s.schedule_id, t.shift_key, t.machine_key, t.part_name, t.operation, t."timestamp"::text AS ts, t.transaction_count, t.units_produced::text,
            t.units_good::text, t.units_reworked::text, t.units_rejected::text, t.units_scrapped::text
       FROM bigbrain_restime t JOIN bigbrain_resschedule s ON s.id = t.parent_id ORDER BY 1, 2, 3, 4, 5, 6`,
  );
  const entities = await q.query(
    `SELECT entity_id, shift_date::text, shift_key, ${['scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'ideal_secs', 'good_secs', 'goal_pps',
      'efficiency_percent', 'availability_percent', 'performance_percent', 'quality_percent'].map(f).join(', ')},
            transaction_count, units_produced::text, units_good::text, units_scrapped::text, units_rejected::text, units_reworked::text
       FROM bigbrain_resentity ORDER BY entity_id, shift_date, shift_key`,
  );
  return { schedules: schedules.rows, buckets: buckets.rows, entities: entities.rows };
}

