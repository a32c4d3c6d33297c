import { describe, expect, it } from 'vitest';
import { defaultKpiTarget, formatTargetValue, KPI_METRICS, kpiTargetUpdateFields, parseKpiTarget, percentOfTarget, readKpiTarget } from './kpi-target';

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

describe('KPI target editor validation (document 3, section 5)', () => {
  it.each([
    ['yellow may equal red', 'roll_count', { target: 10, yellow: 50, red: 50 }],
    ['yellow may be 100 and red 0', 'roll_count', { target: 10, yellow: 100, red: 0 }],
    ['expected downtime may be 0 or 480 minutes', 'lf_per_hour_with_downtime', { target: 900, yellow: 70, red: 0, downtime: 480 }],
  ] as const)('accepts: %s', (_case, metric, input) => {
    expect(parseKpiTarget(metric, input)).toEqual(input);
  });

  it.each([
    ['yellow above 100', 'roll_count', { target: 1, yellow: 101, red: 50 }, 'Yellow Threshold must be at most 100.'],
    ['red below 0', 'roll_count', { target: 1, yellow: 70, red: -1 }, 'Red Threshold must be at least 0.'],
    ['red above yellow (yellow min equals red, red max equals yellow)', 'roll_count', { target: 1, yellow: 60, red: 61 }, 'Red Threshold must not exceed the Yellow Threshold.'],
    ['expected downtime above 480 minutes', 'lf_per_hour_with_downtime', { target: 1, yellow: 70, red: 0, downtime: 481 }, 'Expected Downtime must be at most 480 minutes.'],
    ['expected downtime below 0', 'lf_per_hour_with_downtime', { target: 1, yellow: 70, red: 0, downtime: -5 }, 'Expected Downtime must be at least 0 minutes.'],
    ['expected downtime missing for lf_per_hour_with_downtime', 'lf_per_hour_with_downtime', { target: 1, yellow: 70, red: 0 }, 'Expected Downtime is required.'],
    ['expected downtime on another metric', 'lf_per_hour', { target: 1, yellow: 70, red: 50, downtime: 10 }, 'Expected Downtime applies only to lf_per_hour_with_downtime.'],
    ['a target that is not a number', 'roll_count', { target: '12', yellow: 70, red: 50 }, 'Target Value must be a number.'],
  ] as const)('refuses %s with a clear error', (_case, metric, input, message) => {
    expect(() => parseKpiTarget(metric, input)).toThrow(message);
  });

  it('refuses an unknown metric', () => {
    expect(() => parseKpiTarget('oee' as never, { target: 1, yellow: 70, red: 50 })).toThrow("Unknown KPI metric 'oee'");
  });
});

describe('KPI target update payload (document 3, section 7)', () => {
  it('sends target, _yellow and _red for the edited metric, and no id', () => {
    expect(kpiTargetUpdateFields('roll_count', { target: 12, yellow: 80, red: 40 })).toEqual({ roll_count: 12, roll_count_yellow: 80, roll_count_red: 40 });
  });

  it('adds _downtime for lf_per_hour_with_downtime', () => {
    expect(kpiTargetUpdateFields('lf_per_hour_with_downtime', { target: 900, yellow: 70, red: 0, downtime: 90 })).toEqual({
      lf_per_hour_with_downtime: 900, lf_per_hour_with_downtime_yellow: 70, lf_per_hour_with_downtime_red: 0, lf_per_hour_with_downtime_downtime: 90,
    });
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
