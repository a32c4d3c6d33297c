import { describe, expect, it } from 'vitest';
import { defaultKpiTarget, formatTargetValue, KPI_METRICS, percentOfTarget, readKpiTarget } from './kpi-target';

describe('KPI target defaults (document 3, sections 3 and 9)', () => {
  it.each(KPI_METRICS.filter((m) => m !== 'lf_per_hour_with_downtime'))('%s defaults to target 0, yellow 70, red 50', (metric) => {
    expect(defaultKpiTarget(metric)).toEqual({ target: 0, yellow: 70, red: 50 });
  });

  it('lf_per_hour_with_downtime defaults to red 0 and expected downtime 120 minutes', () => {
    expect(defaultKpiTarget('lf_per_hour_with_downtime')).toEqual({ target: 0, yellow: 70, red: 0, downtime: 120 });
  });

  it('reads a ccc_kpitarget row column by column, with defaults for missing or empty columns', () => {
    const row = { id: 1, lf_per_hour: 1_200, lf_per_hour_yellow: '80', lf_per_hour_red: null, lf_per_hour_with_downtime: 900, lf_per_hour_with_downtime_downtime: 60 };
    expect(readKpiTarget(row, 'lf_per_hour')).toEqual({ target: 1_200, yellow: 80, red: 50 });
    expect(readKpiTarget(row, 'lf_per_hour_with_downtime')).toEqual({ target: 900, yellow: 70, red: 0, downtime: 60 });
    expect(readKpiTarget(undefined, 'roll_count')).toEqual({ target: 0, yellow: 70, red: 50 });
  });
});

describe('KPI target display', () => {
  it.each([
    [12, '12.0'],
    [0, '0.0'],
    [12.25, '12.25'],
    [-3, '-3.0'],
  ])('target value %s is shown with at least one decimal: %s', (value, text) => {
    expect(formatTargetValue(value)).toBe(text);
  });

  it.each([
    [60, 120, 50],
    [150, 100, 150],
    [10, 0, null],
  ])('actual %s against target %s is %s % of target', (actual, target, percent) => {
    expect(percentOfTarget(actual, target)).toBe(percent);
  });
});
