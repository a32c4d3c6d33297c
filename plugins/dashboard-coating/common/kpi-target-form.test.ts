import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../core/forms/form-errors';
import { kpiTargetPayload, kpiTargetSchema } from './kpi-target-form';

const base = { metric: 'roll_count', target: 12.5, yellow: 70, red: 50 } as const;

describe('KPI target thresholds (spec 3.5)', () => {
  it.each([
    ['yellow equal to red is allowed', { yellow: 60, red: 60 }, true],
    ['yellow below red is refused (yellow min equals red)', { yellow: 40, red: 50 }, false],
    ['yellow 100 is the maximum', { yellow: 100 }, true],
    ['yellow above 100 is refused', { yellow: 100.1 }, false],
    ['red 0 is the minimum', { red: 0 }, true],
    ['red below 0 is refused', { red: -1 }, false],
  ])('%s', (_rule, patch, ok) => {
    expect(kpiTargetSchema.safeParse({ ...base, ...patch }).success).toBe(ok);
  });

  it('explains a yellow threshold below red on the yellow field', () => {
    expect(validateForm(kpiTargetSchema, { ...base, yellow: 10 })).toEqual({
      ok: false,
      errors: { yellow: 'Yellow threshold must be at least the red threshold' },
    });
  });

  it.each([
    [0, true],
    [480, true],
    [481, false],
    [-1, false],
  ])('expected downtime is 0 to 480 minutes (%d)', (downtime, ok) => {
    expect(kpiTargetSchema.safeParse({ metric: 'lf_per_hour_with_downtime', target: 0, yellow: 70, red: 0, downtime }).success).toBe(ok);
  });

  it('the update_target body carries target, _yellow, _red and _downtime for lf_per_hour_with_downtime, no id', () => {
    expect(kpiTargetPayload({ metric: 'lf_per_hour_with_downtime', target: 900, yellow: 70, red: 0, downtime: 120 })).toEqual({
      lf_per_hour_with_downtime: 900,
      lf_per_hour_with_downtime_yellow: 70,
      lf_per_hour_with_downtime_red: 0,
      lf_per_hour_with_downtime_downtime: 120,
    });
    expect(kpiTargetPayload(base)).toEqual({ roll_count: 12.5, roll_count_yellow: 70, roll_count_red: 50 });
  });

  it('refuses to build a payload from invalid thresholds', () => {
    expect(() => kpiTargetPayload({ ...base, yellow: 20 })).toThrow('Yellow threshold must be at least the red threshold');
  });
});

describe('KPI target value bounds (issue 12: the endpoint bounds its numbers)', () => {
  it.each([
    ['0 is allowed', 0, true],
    ['a daily lineal target is allowed', 45000, true],
    ['the maximum is allowed', 1_000_000_000, true],
    ['-1 is refused', -1, false],
    ['1e308 is refused', 1e308, false],
    ['Infinity is refused', Infinity, false],
  ])('%s', (_rule, target, ok) => {
    expect(kpiTargetSchema.safeParse({ ...base, target }).success).toBe(ok);
  });
});
