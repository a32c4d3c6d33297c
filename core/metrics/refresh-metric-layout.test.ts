import { describe, expect, it } from 'vitest';
import type { MetricLayout } from './metric-layout';
import { activeMetric, refreshMetricLayout, shouldLoadMetricLayout } from './refresh-metric-layout';
import { setDisplayMode, setThresholds } from './display-mode';
import { setupRecord } from './test-fixtures';

const setup = [setupRecord('EFFICIENCY'), setupRecord('AVAILABILITY'), setupRecord('QUALITY')];

describe('metric layout refresh (document 1, section 4)', () => {
  it('a first refresh lists the server metrics in its order, shown as reports with the default thresholds red 70, yellow 90, check 70', () => {
    const layout = refreshMetricLayout(undefined, setup);
    expect(layout.metrics).toEqual(['EFFICIENCY', 'AVAILABILITY', 'QUALITY']);
    expect(layout.display_modes.QUALITY).toEqual({
      report: true, gauge: false, check: false, checkThreshold: 70, red: 70, yellow: 90, green: 95, danger_state: null, stacked_bar: false,
    });
  });

  it("keeps the user's order and display modes for known metrics", () => {
    let user = refreshMetricLayout(undefined, setup);
    user = { ...user, metrics: ['QUALITY', 'EFFICIENCY', 'AVAILABILITY'] };
    user = setThresholds(setDisplayMode(user, 'EFFICIENCY', 'gauge'), 'EFFICIENCY', { red: 40, yellow: 60 });
    const refreshed = refreshMetricLayout(user, setup);
    expect(refreshed.metrics).toEqual(['QUALITY', 'EFFICIENCY', 'AVAILABILITY']);
    expect(refreshed.display_modes.EFFICIENCY).toMatchObject({ gauge: true, report: false, red: 40, yellow: 60 });
  });

  it('appends new metrics after the known ones, in the server order', () => {
    const user: MetricLayout = { ...refreshMetricLayout(undefined, setup), metrics: ['QUALITY', 'EFFICIENCY', 'AVAILABILITY'] };
    const refreshed = refreshMetricLayout(user, [setupRecord('SCRAP'), ...setup, setupRecord('GOOD')]);
    expect(refreshed.metrics).toEqual(['QUALITY', 'EFFICIENCY', 'AVAILABILITY', 'SCRAP', 'GOOD']);
    expect(refreshed.display_modes.SCRAP?.report).toBe(true);
  });

  it('drops metrics the server no longer lists, with their display modes', () => {
    const user = refreshMetricLayout(undefined, setup);
    const refreshed = refreshMetricLayout(user, [setupRecord('EFFICIENCY'), setupRecord('QUALITY')]);
    expect(refreshed.metrics).toEqual(['EFFICIENCY', 'QUALITY']);
    expect(refreshed.display_modes.AVAILABILITY).toBeUndefined();
  });

  it('takes green, danger_state and stacked_bar from the server setup on every refresh', () => {
    const user = refreshMetricLayout(undefined, setup);
    const refreshed = refreshMetricLayout(user, [setupRecord('EFFICIENCY', { standard_min: 85, danger_state: 'LOW', stacked_bar: true })]);
    expect(refreshed.display_modes.EFFICIENCY).toMatchObject({ green: 85, danger_state: 'LOW', stacked_bar: true, red: 70, yellow: 90 });
  });

  it('a refresh that changes nothing returns the same layout, so a saved preset does not turn dirty', () => {
    const user = refreshMetricLayout(undefined, setup);
    expect(refreshMetricLayout(user, setup)).toBe(user);
  });

  it('keeps the layout rev and name through a refresh', () => {
    const user: MetricLayout = { ...refreshMetricLayout(undefined, setup), rev: 7, name: 'Line 1' };
    const refreshed = refreshMetricLayout(user, [...setup, setupRecord('GOOD')]);
    expect(refreshed).toMatchObject({ rev: 7, name: 'Line 1' });
  });

  it('lists a metric the server sends twice only once', () => {
    const layout = refreshMetricLayout(undefined, [setupRecord('GOOD'), setupRecord('GOOD', { standard_min: 10 })]);
    expect(layout.metrics).toEqual(['GOOD']);
    expect(layout.display_modes.GOOD?.green).toBe(95);
  });
});

describe('active metric (document 1, section 4)', () => {
  const layout = refreshMetricLayout(undefined, setup);

  it.each([
    ['keeps the current metric while it is in the layout', 'QUALITY', 'QUALITY'],
    ['falls back to the first in the layout when the current one was dropped', 'SCRAP', 'EFFICIENCY'],
    ['falls back to the first in the layout when there is none', undefined, 'EFFICIENCY'],
  ] as const)('%s', (_rule, current, expected) => {
    expect(activeMetric(layout, current)).toBe(expected);
  });

  it('has no active metric for an empty layout', () => {
    expect(activeMetric({ metrics: [] }, 'EFFICIENCY')).toBeUndefined();
  });
});

describe('big-brain profiles (document 1, section 4)', () => {
  it.each([
    [true, false],
    [false, true],
  ])('a profile with is_bigbrain=%s loads the metric layout: %s', (is_bigbrain, expected) => {
    expect(shouldLoadMetricLayout({ is_bigbrain })).toBe(expected);
  });
});

describe('metric layouts stored by older presets', () => {
  it('a stored layout without the server-owned fields gets green, danger_state and stacked_bar from the refresh and keeps its user fields', () => {
    const stored = {
      rev: 2,
      name: 'saved',
      metrics: ['QUALITY' as const],
      display_modes: { QUALITY: { report: false, gauge: false, check: true, checkThreshold: 80, red: 10, yellow: 20 } },
    };
    const refreshed = refreshMetricLayout(stored, [setupRecord('QUALITY', { standard_min: 97, danger_state: 1, stacked_bar: true })]);
    expect(refreshed.display_modes.QUALITY).toEqual({ report: false, gauge: false, check: true, checkThreshold: 80, red: 10, yellow: 20, green: 97, danger_state: 1, stacked_bar: true });
    expect(setDisplayMode(stored, 'QUALITY', 'gauge').display_modes.QUALITY).toMatchObject({ gauge: true, check: false, checkThreshold: 80 });
  });
});
