import { oeeMetrics, type ProductionTotals } from '../../core/oee';
import type { MetricKey } from '../../core/model';

/** Summed seconds and counts of some bigbrain_resentity rows. */
export type SummedResults = ProductionTotals;

/**
 * The value of each metric from summed seconds and counts (never an average of percentages):
 * rates and losses as percentages 0..100, unit metrics as counts.
 */
export function metricValues(t: SummedResults): Record<MetricKey, number> {
  const m = oeeMetrics(t);
  const pct = (x: number) => x * 100;
  return {
    EFFICIENCY: pct(m.efficiency),
    PERFORMANCE: pct(m.performance),
    AVAILABILITY: pct(m.availability),
    QUALITY: pct(m.quality),
    SCRAP_LOSS: pct(m.scrap_loss),
    SPEED_LOSS: pct(m.speed_loss),
    PLANNED_DOWN: pct(m.planned_down),
    UNPLANNED_DOWN: pct(m.unplanned_down),
    PRODUCTION: t.units_produced,
    SCRAP: t.units_scrapped,
    REJECT: t.units_rejected,
    REWORK: t.units_reworked,
    GOOD: m.units_good,
  };
}
