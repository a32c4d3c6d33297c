import { describe, expect, it } from 'vitest';
import { displayModeKind, setDisplayMode, setThresholds } from './display-mode';
import { DISPLAY_MODE_KINDS, type DisplayModeKind } from './metric-layout';
import { refreshMetricLayout } from './refresh-metric-layout';
import { setupRecord } from './test-fixtures';

const layout = refreshMetricLayout(undefined, [setupRecord('EFFICIENCY'), setupRecord('QUALITY')]);

describe('display modes (document 1, section 4)', () => {
  it.each(DISPLAY_MODE_KINDS.flatMap((from) => DISPLAY_MODE_KINDS.map((to) => [from, to] as const)))(
    'report, gauge and check are mutually exclusive: switching %s to %s leaves only %s on',
    (from: DisplayModeKind, to: DisplayModeKind) => {
      const next = setDisplayMode(setDisplayMode(layout, 'EFFICIENCY', from), 'EFFICIENCY', to);
      const mode = next.display_modes.EFFICIENCY!;
      expect(DISPLAY_MODE_KINDS.filter((k) => mode[k])).toEqual([to]);
      expect(displayModeKind(mode)).toBe(to);
    },
  );

  it('changing one metric leaves the other metrics and the original layout untouched', () => {
    const next = setDisplayMode(layout, 'EFFICIENCY', 'check');
    expect(next.display_modes.QUALITY).toBe(layout.display_modes.QUALITY);
    expect(layout.display_modes.EFFICIENCY?.report).toBe(true);
  });

  it('refuses a metric that is not in the layout with a clear error', () => {
    expect(() => setDisplayMode(layout, 'SCRAP', 'gauge')).toThrow('Metric SCRAP is not in the metric layout');
  });

  it('refuses an unknown display mode', () => {
    expect(() => setDisplayMode(layout, 'EFFICIENCY', 'pie' as DisplayModeKind)).toThrow("Unknown display mode 'pie'");
  });
});

describe('metric thresholds limited to 0..100 (document 1, sections 5 and 9)', () => {
  it.each([
    ['red', { red: 0 }],
    ['yellow', { yellow: 100 }],
    ['check', { checkThreshold: 55.5 }],
  ])('accepts a %s threshold inside 0..100', (_name, input) => {
    const next = setThresholds(layout, 'QUALITY', input);
    expect(next.display_modes.QUALITY).toMatchObject(input);
  });

  it.each([
    ['Red', { red: -1 }],
    ['Yellow', { yellow: 100.5 }],
    ['Check', { checkThreshold: Number.NaN }],
    ['Red', { red: Number.POSITIVE_INFINITY }],
  ])('rejects a %s threshold outside 0..100 and changes nothing', (label, input) => {
    const before = structuredClone(layout);
    expect(() => setThresholds(layout, 'QUALITY', { yellow: 50, ...input })).toThrow(`${label} threshold must lie between 0 and 100`);
    expect(layout).toEqual(before);
  });
});
