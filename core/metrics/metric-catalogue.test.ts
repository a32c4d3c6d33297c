import { describe, expect, it } from 'vitest';
import { PERCENT_METRICS } from '../oee/metric-values';
import { resultEntityFields } from '../table-query/queries/dashboard-query';
import { METRIC_CATALOGUE, METRIC_KEYS, metricColour } from './metric-catalogue';
import { CHART_PALETTE } from './palette';

describe('the metric catalogue', () => {
  it('holds the metric keys of document 1, section 3, in their order', () => {
    expect(METRIC_KEYS).toEqual([
      'EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY', 'SCRAP_LOSS', 'SPEED_LOSS', 'PLANNED_DOWN', 'UNPLANNED_DOWN',
      'PRODUCTION', 'SCRAP', 'REJECT', 'REWORK', 'GOOD',
    ]);
  });

  it('shows the rates and losses as percentages and the units as counts', () => {
    expect([...PERCENT_METRICS]).toEqual(['EFFICIENCY', 'PERFORMANCE', 'AVAILABILITY', 'QUALITY', 'SCRAP_LOSS', 'SPEED_LOSS', 'PLANNED_DOWN', 'UNPLANNED_DOWN']);
  });

  it('reads the result entity fields of document 2, section 3 (Result entity)', () => {
    const spec = [
      'shift_key', 'shift_date', 'entity__name', 'entity__desc', 'entity__euid', 'entity__key', 'entity_id', 'scheduled_secs',
      'performance_percent', 'quality_percent', 'availability_percent', 'efficiency_percent', 'speed_loss_percent', 'scrap_loss_percent', 'planned_down_percent', 'unplanned_down_percent',
      'transaction_count', 'units_produced', 'units_good', 'units_reworked', 'units_rejected', 'units_scrapped',
    ];
    expect(resultEntityFields().map((f) => f.replace('.', '__')).sort()).toEqual(spec.sort());
  });

  it('stores each metric in its own column', () => {
    const columns = METRIC_CATALOGUE.map((d) => d.column);
    expect(new Set(columns).size).toBe(columns.length);
  });

  it('gives each metric its own colour from the 22 named colours (document 2, section 9)', () => {
    const colours = METRIC_KEYS.map(metricColour);
    expect(new Set(colours).size).toBe(METRIC_KEYS.length);
    expect(colours.every((hex) => CHART_PALETTE.some((c) => c.hex === hex))).toBe(true);
  });

  it.each(METRIC_CATALOGUE.filter((d) => d.setup.danger_min !== d.setup.standard_min))(
    "orders $key's default thresholds towards its good side ($setup.danger_state is bad)",
    ({ setup }) => {
      const rising = setup.danger_min < setup.caution_min && setup.caution_min < setup.standard_min;
      const falling = setup.danger_min > setup.caution_min && setup.caution_min > setup.standard_min;
      expect(setup.danger_state === 'BELOW' ? rising : falling).toBe(true);
    },
  );
});
