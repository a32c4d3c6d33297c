import { efficiency, quality, unitsGood } from './oee';

/** A result row as the browser receives it: percentages (fractions 0..1) plus its scheduled time. */
export interface PercentageRow {
  scheduled_secs: number;
  performance: number;
  availability: number;
  goal_pps: number;
}

export interface WeightedAverages {
  scheduled_secs: number;
  performance: number;
  availability: number;
  goal_pps: number;
}

/**
 * Client-side summary of percentage rows (document 2, section 9): performance, availability and
 * goal_pps averaged, each row weighted by its scheduled_secs.
 *
 * How it differs from the server's roll-up (sumTotals + oeeMetrics): the server adds seconds and
 * counts and divides once, which is exact. Weighting by scheduled time is exact only when a
 * metric's own denominator is proportional to scheduled time: availability's denominator is the
 * available time (scheduled minus planned down) and performance's is the operating time, so rows
 * with different planned downtime or availability are weighted slightly wrongly.
 *
 * When each is used: wherever seconds and counts exist (the metrics engine, entity roll-ups,
 * every number stored in the database and the consolidated metrics the dashboards read) the
 * server roll-up is used. This weighted summary is only for summary rows the browser builds from
 * rows that carry percentages only (report tables, machine-dashboard doughnuts over schedule rows),
 * where it reproduces what the user sees in the rows.
 */
export function weightedAverages(rows: readonly PercentageRow[]): WeightedAverages {
  let weight = 0;
  let performance = 0;
  let availability = 0;
  let goal = 0;
  for (const [i, r] of rows.entries()) {
    for (const field of ['scheduled_secs', 'performance', 'availability', 'goal_pps'] as const) {
      if (!Number.isFinite(r[field])) throw new RangeError(`Row ${i}: ${field} must be a finite number (got ${String(r[field])}).`);
    }
    if (r.scheduled_secs < 0) throw new RangeError(`Row ${i}: scheduled_secs must not be negative (got ${r.scheduled_secs}).`);
    weight += r.scheduled_secs;
    performance += r.performance * r.scheduled_secs;
    availability += r.availability * r.scheduled_secs;
    goal += r.goal_pps * r.scheduled_secs;
  }
  // Nothing scheduled: there is nothing to weigh, and 0 matches oeeMetrics' empty ratios.
  if (weight === 0) return { scheduled_secs: 0, performance: 0, availability: 0, goal_pps: 0 };
  return { scheduled_secs: weight, performance: performance / weight, availability: availability / weight, goal_pps: goal / weight };
}

export interface ResultRow extends PercentageRow {
  units_produced: number;
  units_scrapped: number;
  units_rejected: number;
  units_reworked: number;
}

export interface ResultSummary extends WeightedAverages {
  units_produced: number;
  units_scrapped: number;
  units_rejected: number;
  units_reworked: number;
  units_good: number;
  quality: number;
  efficiency: number;
}

/**
 * Summary of result rows: weighted performance, availability and goal_pps; counts summed;
 * quality = (produced - scrap - reject - rework) / produced; efficiency = performance x quality
 * x availability.
 */
export function summariseResultRows(rows: readonly ResultRow[]): ResultSummary {
  const w = weightedAverages(rows);
  const counts = { units_produced: 0, units_scrapped: 0, units_rejected: 0, units_reworked: 0 };
  for (const r of rows) {
    counts.units_produced += r.units_produced;
    counts.units_scrapped += r.units_scrapped;
    counts.units_rejected += r.units_rejected;
    counts.units_reworked += r.units_reworked;
  }
  const q = quality(counts);
  return { ...w, ...counts, units_good: unitsGood(counts), quality: q, efficiency: efficiency(w.availability, w.performance, q) };
}
