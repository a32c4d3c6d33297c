import { describe, expect, it } from 'vitest';
import { ABOVE_IDEAL_REASON, METRIC_STATUS_HEX, type MetricThresholds } from '../../core/metrics';
import { ABOVE_IDEAL_LABEL, barStatuses, metricTargetLayout, percentAxisTop } from './metric-bars';

const METRIC_SETUP: MetricThresholds = {
  EFFICIENCY: { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW' },
  PERFORMANCE: { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW' },
};

describe('graph bars by the one colour rule (issue 33 point 2)', () => {
  it('Metric Setup "Efficiency red below 70, yellow below 90": bars of 59.87, 68.18, 73.92 and 96 are red, red, yellow, green', () => {
    const bars = barStatuses('EFFICIENCY', [59.87, 68.18, 73.92, 96], METRIC_SETUP);
    expect(bars.colours).toEqual([METRIC_STATUS_HEX.red, METRIC_STATUS_HEX.red, METRIC_STATUS_HEX.yellow, METRIC_STATUS_HEX.green]);
    expect(bars.words).toEqual(['Danger', 'Danger', 'Caution', 'Good']);
  });

  it('a company without Efficiency thresholds gets document 2 §9 bands: 50 red, 68.18 yellow, 73.92 green', () => {
    expect(barStatuses('EFFICIENCY', [50, 68.18, 73.92], {}).colours).toEqual([METRIC_STATUS_HEX.red, METRIC_STATUS_HEX.yellow, METRIC_STATUS_HEX.green]);
  });

  it('a count without Metric Setup thresholds keeps its series colour (no rule says what is good), and nothing is coloured before the thresholds are read', () => {
    expect(barStatuses('PRODUCTION', [1200, 40], {})).toEqual({ colours: null, words: ['', ''], labels: ['', ''] });
    expect(barStatuses('EFFICIENCY', [20], null)).toEqual({ colours: null, words: [''], labels: [''] });
  });

  it('a performance bar above 100 % carries the ⚠ label and the reason in words; 100 % itself does not', () => {
    const bars = barStatuses('PERFORMANCE', [104.2, 100], METRIC_SETUP);
    expect(bars.labels).toEqual([ABOVE_IDEAL_LABEL, '']);
    expect(bars.words).toEqual([`Good; ${ABOVE_IDEAL_REASON}`, 'Good']);
  });

  it("the target line sits at Metric Setup's standard minimum, labelled; none while loading or unset", () => {
    const layout = metricTargetLayout('EFFICIENCY', METRIC_SETUP) as { shapes: Array<{ y0: number; y1: number }>; annotations: Array<{ text: string }> };
    expect(layout.shapes[0]).toMatchObject({ y0: 95, y1: 95 });
    expect(layout.annotations[0]!.text).toBe('Target 95.00 %');
    expect(metricTargetLayout('EFFICIENCY', null)).toEqual({});
    expect(metricTargetLayout('PRODUCTION', {})).toEqual({});
  });

  it('the percent axis ends at 100, or above the highest bar so a performance over 100 % is not cut off', () => {
    expect(percentAxisTop([40, 99.9])).toBe(100);
    expect(percentAxisTop([104.2])).toBe(120);
    expect(percentAxisTop([])).toBe(100);
  });
});
