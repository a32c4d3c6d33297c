/**
 * OEE arithmetic: one implementation for the browser and the server.
 *
 * Every result is derived from seconds and counts, and roll-ups add those seconds and counts
 * before dividing, so a site's numbers equal the formulas applied to its machines' sums
 * (never an average of percentages).
 *
 * Time decomposition of a scheduled window (each term in seconds):
 *   scheduled = planned down + available
 *   available = unplanned down + operating
 *   operating = speed loss + ideal          (ideal = units produced at the goal rate)
 *   ideal     = scrap loss + fully productive (units good at the goal rate)
 */
export interface ProductionTotals {
  scheduled_secs: number;
  planned_down_secs: number;
  unplanned_down_secs: number;
  /** Seconds the produced units need at the goal rate: sum of units_produced / goal_pps. */
  ideal_secs: number;
  /** Seconds the good units need at the goal rate: sum of units_good / goal_pps. */
  good_secs: number;
  units_produced: number;
  units_scrapped: number;
  units_rejected: number;
  units_reworked: number;
}

export interface OeeMetrics {
  available_secs: number;
  operating_secs: number;
  speed_loss_secs: number;
  scrap_loss_secs: number;
  units_good: number;
  availability: number;
  performance: number;
  quality: number;
  efficiency: number;
  speed_loss: number;
  scrap_loss: number;
  planned_down: number;
  unplanned_down: number;
}

export const ZERO_TOTALS: ProductionTotals = Object.freeze({
  scheduled_secs: 0,
  planned_down_secs: 0,
  unplanned_down_secs: 0,
  ideal_secs: 0,
  good_secs: 0,
  units_produced: 0,
  units_scrapped: 0,
  units_rejected: 0,
  units_reworked: 0,
});

const ratio = (num: number, den: number): number => (den > 0 ? num / den : 0);

/** Good units: produced minus scrap, reject and rework, never negative. */
export function unitsGood(t: Pick<ProductionTotals, 'units_produced' | 'units_scrapped' | 'units_rejected' | 'units_reworked'>): number {
  return Math.max(0, t.units_produced - t.units_scrapped - t.units_rejected - t.units_reworked);
}

/** Availability = operating time / available time (scheduled minus planned downtime). */
export function availability(operatingSecs: number, availableSecs: number): number {
  return ratio(operatingSecs, availableSecs);
}

/** Performance = ideal time of the units produced / operating time. */
export function performance(idealSecs: number, operatingSecs: number): number {
  return ratio(idealSecs, operatingSecs);
}

/** Quality = (produced - scrap - reject - rework) / produced. */
export function quality(t: Pick<ProductionTotals, 'units_produced' | 'units_scrapped' | 'units_rejected' | 'units_reworked'>): number {
  return ratio(unitsGood(t), t.units_produced);
}

/** Efficiency = availability x performance x quality. */
export function efficiency(a: number, p: number, q: number): number {
  return a * p * q;
}

/** Totals of one schedule (one machine, part, shift) with a single goal rate in parts per second. */
export function scheduleTotals(input: {
  scheduled_secs: number;
  planned_down_secs: number;
  unplanned_down_secs: number;
  goal_pps: number;
  units_produced: number;
  units_scrapped: number;
  units_rejected: number;
  units_reworked: number;
}): ProductionTotals {
  const good = unitsGood(input);
  return {
    scheduled_secs: input.scheduled_secs,
    planned_down_secs: input.planned_down_secs,
    unplanned_down_secs: input.unplanned_down_secs,
    ideal_secs: ratio(input.units_produced, input.goal_pps),
    good_secs: ratio(good, input.goal_pps),
    units_produced: input.units_produced,
    units_scrapped: input.units_scrapped,
    units_rejected: input.units_rejected,
    units_reworked: input.units_reworked,
  };
}

/** Adds totals field by field: the only roll-up the product uses. */
export function sumTotals(rows: Iterable<ProductionTotals>): ProductionTotals {
  const sum = { ...ZERO_TOTALS };
  for (const r of rows) {
    sum.scheduled_secs += r.scheduled_secs;
    sum.planned_down_secs += r.planned_down_secs;
    sum.unplanned_down_secs += r.unplanned_down_secs;
    sum.ideal_secs += r.ideal_secs;
    sum.good_secs += r.good_secs;
    sum.units_produced += r.units_produced;
    sum.units_scrapped += r.units_scrapped;
    sum.units_rejected += r.units_rejected;
    sum.units_reworked += r.units_reworked;
  }
  return sum;
}

/** All OEE metrics (as fractions 0..1) of a set of totals. */
export function oeeMetrics(t: ProductionTotals): OeeMetrics {
  const available = Math.max(0, t.scheduled_secs - t.planned_down_secs);
  const operating = Math.max(0, available - t.unplanned_down_secs);
  const a = availability(operating, available);
  const p = performance(t.ideal_secs, operating);
  const q = quality(t);
  const speedLoss = Math.max(0, operating - t.ideal_secs);
  const scrapLoss = Math.max(0, t.ideal_secs - t.good_secs);
  return {
    available_secs: available,
    operating_secs: operating,
    speed_loss_secs: speedLoss,
    scrap_loss_secs: scrapLoss,
    units_good: unitsGood(t),
    availability: a,
    performance: p,
    quality: q,
    efficiency: efficiency(a, p, q),
    speed_loss: ratio(speedLoss, available),
    scrap_loss: ratio(scrapLoss, available),
    planned_down: ratio(t.planned_down_secs, t.scheduled_secs),
    unplanned_down: ratio(t.unplanned_down_secs, available),
  };
}
