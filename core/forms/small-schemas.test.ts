import { describe, expect, it } from 'vitest';
import { autoRangeNumberSchema } from './auto-range-number';
import { validateForm } from './form-errors';
import { mapNameSchema } from './map-name';
import { metricThresholdsSchema } from './metric-thresholds';
import { isBlockedNodeSizeKey, nodeSizeSchema } from './node-size';

describe('map name (spec 2.5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['Plant floor', true],
  ])('new map name and rename name must be non-empty (%j)', (name, ok) => {
    expect(mapNameSchema.safeParse(name).success).toBe(ok);
  });
});

describe('node size inputs (spec 1.5)', () => {
  it.each([
    [1, true],
    [40, true],
    [0, false],
    [1.5, false],
    [Number.NaN, false],
  ])('node size is numeric, minimum 1, step 1 (%d)', (n, ok) => {
    expect(nodeSizeSchema.safeParse(n).success).toBe(ok);
  });

  it.each([['e'], ['E'], ['+'], ['-'], ['.']])('node size input blocks the key %s', (key) => {
    expect(isBlockedNodeSizeKey(key)).toBe(true);
  });

  it.each([['1'], ['Backspace'], ['ArrowUp']])('node size input lets %s through', (key) => {
    expect(isBlockedNodeSizeKey(key)).toBe(false);
  });
});

describe('auto-range number (spec 1.5)', () => {
  it.each([
    [1, true],
    [12, true],
    [0, false],
    [2.5, false],
  ])('auto-range number is a whole number, minimum 1 (%d)', (n, ok) => {
    expect(autoRangeNumberSchema.safeParse(n).success).toBe(ok);
  });
});

describe('metric thresholds (spec 1.5)', () => {
  const ok = { red: 70, yellow: 90, checkThreshold: 70 };
  it.each([
    ['red', -0.1],
    ['red', 100.1],
    ['yellow', -1],
    ['yellow', 101],
    ['checkThreshold', 150],
  ])('metric threshold %s must lie between 0 and 100 (%d refused)', (field, value) => {
    expect(validateForm(metricThresholdsSchema, { ...ok, [field]: value })).toMatchObject({ ok: false, errors: { [field]: expect.stringContaining('between 0 and 100') } });
  });

  it('thresholds 0 and 100 are allowed', () => {
    expect(metricThresholdsSchema.safeParse({ red: 0, yellow: 100, checkThreshold: 100 }).success).toBe(true);
  });
});
