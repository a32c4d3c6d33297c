import { describe, expect, it } from 'vitest';
import {
  averageWindowMs,
  goalPerHour,
  goalPerMinute,
  sliderMaxSteps,
  sliderPercent,
  sliderScale,
  timelineBucketStart,
  timelineState,
  trailingAverage,
} from './timeline';

const at = (iso: string) => Date.parse(iso);

describe('timeline buckets of 15 minutes (document 2, section 9)', () => {
  it.each([
    ['2025-03-03T08:00:00.000Z', '2025-03-03T08:00:00.000Z'],
    ['2025-03-03T08:14:59.999Z', '2025-03-03T08:00:00.000Z'],
    ['2025-03-03T08:15:00.000Z', '2025-03-03T08:15:00.000Z'],
    ['2025-03-03T23:59:59.000Z', '2025-03-03T23:45:00.000Z'],
    ['2025-03-03T14:07:00+05:45', '2025-03-03T14:00:00+05:45'],
    ['2025-03-03T14:07:00+05:30', '2025-03-03T14:00:00+05:30'],
  ])('%s falls in the bucket starting %s (also on local quarter hours)', (instant, start) => {
    expect(timelineBucketStart(instant)).toBe(at(start));
  });

  it('refuses an unparseable instant', () => {
    expect(() => timelineBucketStart('not a time')).toThrow('Invalid time');
  });
});

describe('timeline average window = steps x 15 minutes (document 2, section 9)', () => {
  it.each([
    [1, 15],
    [4, 60],
    [16, 240],
  ])('%s steps average over %s minutes', (steps, minutes) => {
    expect(averageWindowMs(steps)).toBe(minutes * 60_000);
  });

  it.each([0, -1, 1.5])('refuses %s steps', (steps) => {
    expect(() => averageWindowMs(steps)).toThrow('Average steps must be a whole number of at least 1');
  });

  it('a 2-step window averages each bucket with the one before it, skipping empty quarter hours', () => {
    const q = 15 * 60_000;
    const t0 = at('2025-03-03T08:00:00Z');
    const points = [{ start: t0, value: 10 }, { start: t0 + q, value: 20 }, { start: t0 + 2 * q, value: 40 }, { start: t0 + 5 * q, value: 8 }];
    expect(trailingAverage(points, 2).map((p) => p.value)).toEqual([10, 15, 30, 8]);
  });
});

describe('timeline slider scale 6.25 or 6.75 per step (document 2, section 9)', () => {
  it.each([
    [false, 6.25, 16],
    [true, 6.75, 14],
  ])('small screen %s: %s per step, at most %s steps on the track', (small, scale, max) => {
    expect(sliderScale(small)).toBe(scale);
    expect(sliderMaxSteps(small)).toBe(max);
    expect(sliderPercent(max, small)).toBeLessThanOrEqual(100);
  });

  it.each([
    [4, false, 25],
    [16, false, 100],
    [4, true, 27],
  ])('%s steps (small screen %s) sit at %s % of the track', (steps, small, percent) => {
    expect(sliderPercent(steps, small)).toBeCloseTo(percent, 10);
  });

  it('refuses more steps than the track holds', () => {
    expect(() => sliderPercent(15, true)).toThrow('Average steps must be between 1 and 14');
  });
});

describe('timeline goals and the slow/prod threshold (document 2, section 9)', () => {
  it.each([
    [0.5, 30, 1_800],
    [2, 120, 7_200],
    [0, 0, 0],
  ])('goal_pps %s: goal per minute = x 60 = %s, goal per hour = x 3600 = %s', (pps, perMinute, perHour) => {
    expect(goalPerMinute(pps)).toBe(perMinute);
    expect(goalPerHour(pps)).toBe(perHour);
  });

  it.each([
    [15, 30, 'prod'],
    [14.99, 30, 'slow'],
    [30, 30, 'prod'],
    [0, 30, 'slow'],
  ] as const)('%s parts per minute against a goal of %s is %s (threshold 0.5 of the goal)', (rate, goal, state) => {
    expect(timelineState(rate, goal)).toBe(state);
  });
});
