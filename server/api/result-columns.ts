/** bigbrain_resentity columns an answer carries, read as numbers (numeric counts arrive as text otherwise). */
export const RESULT_COLUMNS_SQL = `r.shift_date::text AS shift_date, r.shift_key, r.entity_id, e.euid AS entity__euid, e.name AS entity__name,
  e.key AS entity__key, e."desc" AS entity__desc, e.depth AS entity__depth,
  r.scheduled_secs, r.planned_down_secs, r.unplanned_down_secs, r.available_secs, r.operating_secs, r.ideal_secs, r.good_secs,
  r.speed_loss_secs, r.scrap_loss_secs, r.goal_pps, r.performance_percent, r.quality_percent, r.availability_percent,
  r.efficiency_percent, r.speed_loss_percent, r.scrap_loss_percent, r.planned_down_percent, r.unplanned_down_percent,
  r.transaction_count, r.units_produced::float8 AS units_produced, r.units_good::float8 AS units_good,
  r.units_reworked::float8 AS units_reworked, r.units_rejected::float8 AS units_rejected, r.units_scrapped::float8 AS units_scrapped`;
