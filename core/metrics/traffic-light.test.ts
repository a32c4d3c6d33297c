import { describe, expect, it } from 'vitest';
import { checkPasses, efficiencyColour, gaugeColour, kpiGaugeZone, worstTrafficLight } from './traffic-light';
import { clampPercent, gaugePercent } from './thresholds';

describe('gauge colour (document 2, section 9)', () => {
  it.each([
    [69.99, 'red'],
    [70, 'yellow'],
    [89.99, 'yellow'],
    [90, 'green'],
    [100, 'green'],
    [-5, 'red'],
    [250, 'green'],
  ] as const)('with the default thresholds red 70 and yellow 90, %s is %s', (value, colour) => {
    expect(gaugeColour(value)).toBe(colour);
  });

  it.each([
    [39, 40, 60, 'red'],
    [40, 40, 60, 'yellow'],
    [60, 40, 60, 'green'],
    [150, 40, 120, 'green'],
  ] as const)('value %s with red %s and yellow %s is %s (values and thresholds clamped to 0..100)', (value, red, yellow, colour) => {
    expect(gaugeColour(value, red, yellow)).toBe(colour);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [101, 100],
    [Number.NaN, 0],
  ])('gauge values are clamped to 0..100: %s shows as %s', (value, shown) => {
    expect(clampPercent(value)).toBe(shown);
  });
});

describe('gauge values from metric fractions', () => {
  it.each([
    [0.8881, 88.81],
    [1.2, 100],
    [-0.1, 0],
  ])('fraction %s is shown on the gauge as %s (clamped to 0..100)', (fraction, shown) => {
    expect(gaugePercent(fraction)).toBeCloseTo(shown, 10);
  });
});

describe('check-type metrics (document 2, section 9)', () => {
  it.each([
    [0.7, 70, true],
    [0.6999, 70, false],
    [0.95, 95, true],
    [0.5, 70, false],
    [0, 0, true],
  ])('value %s passes threshold %s when value x 100 reaches it: %s', (value, threshold, passes) => {
    expect(checkPasses(value, threshold)).toBe(passes);
  });

  it('uses the default check threshold 70', () => {
    expect([checkPasses(0.7), checkPasses(0.69)]).toEqual([true, false]);
  });
});

describe('efficiency colours (document 2, section 9)', () => {
  it.each([
    [0, 'red'],
    [0.5, 'red'],
    [0.5001, 'yellow'],
    [0.7, 'yellow'],
    [0.7001, 'green'],
    [1, 'green'],
  ] as const)('efficiency %s is %s (up to 0.5 red, above 0.5 to 0.7 yellow, above 0.7 green)', (value, colour) => {
    expect(efficiencyColour(value)).toBe(colour);
  });
});

describe('KPI gauge zone (document 3, section 4)', () => {
  it.each([
    [49.9, 'red'],
    [50, 'yellow'],
    [69.9, 'yellow'],
    [70, 'green'],
    [130, 'green'],
  ] as const)('with red 50 and yellow 70, %s is %s (below red red, red to below yellow yellow, at or above yellow green)', (value, zone) => {
    expect(kpiGaugeZone(value, 50, 70)).toBe(zone);
  });

  it('with red 0 every non-negative value is at least yellow', () => {
    expect(kpiGaugeZone(0, 0, 70)).toBe('yellow');
  });
});

describe('worst zone of a card', () => {
  it.each([
    [['green', 'red', 'yellow'], 'red'],
    [['green', undefined, 'yellow'], 'yellow'],
    [[undefined, 'green'], 'green'],
    [[undefined, null], null],
    [[], null],
  ] as const)('the worst of %j is %s', (zones, worst) => {
    expect(worstTrafficLight(zones)).toBe(worst);
  });
});
