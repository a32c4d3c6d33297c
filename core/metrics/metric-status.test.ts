import { describe, expect, it } from 'vitest';
import { ABOVE_IDEAL_REASON, metricStatus, metricTarget, thresholdsByMetric, type MetricThresholdSetup } from './metric-status';

const efficiencySetup: MetricThresholdSetup = { danger_min: 70, caution_min: 90, standard_min: 95, danger_state: 'BELOW' };
const lossSetup: MetricThresholdSetup = { danger_min: 15, caution_min: 8, standard_min: 3, danger_state: 'ABOVE' };

describe('metricStatus: Metric Setup thresholds colour every metric (issue 33 point 2)', () => {
  it('Metric Setup "Efficiency red below 70, yellow below 90" paints 59.87 and 68.18 red and 73.92 yellow (not the fixed 50/70 bands)', () => {
    expect(metricStatus('EFFICIENCY', 59.87, efficiencySetup).status).toBe('red');
    expect(metricStatus('EFFICIENCY', 68.18, efficiencySetup).status).toBe('red');
    expect(metricStatus('PERFORMANCE', 73.92, efficiencySetup).status).toBe('yellow');
    expect(metricStatus('EFFICIENCY', 90, efficiencySetup).status).toBe('green');
    expect(metricStatus('EFFICIENCY', 89.99, efficiencySetup).status).toBe('yellow');
  });

  it('Metric Setup danger state ABOVE: a loss is red above danger_min, yellow above caution_min', () => {
    expect(metricStatus('SCRAP_LOSS', 16, lossSetup).status).toBe('red');
    expect(metricStatus('SCRAP_LOSS', 15, lossSetup).status).toBe('yellow');
    expect(metricStatus('SCRAP_LOSS', 8, lossSetup).status).toBe('green');
  });

  it('without thresholds a rate takes document 2 §9 efficiency colours: up to 50 red, above 50 to 70 yellow, above 70 green', () => {
    expect(metricStatus('EFFICIENCY', 50).status).toBe('red');
    expect(metricStatus('EFFICIENCY', 50.01).status).toBe('yellow');
    expect(metricStatus('QUALITY', 70).status).toBe('yellow');
    expect(metricStatus('QUALITY', 70.01).status).toBe('green');
    expect(metricStatus('AVAILABILITY', Number.NaN).status).toBe('red');
  });

  it('all-zero thresholds count as unset; counts and losses without thresholds have no status', () => {
    const zero: MetricThresholdSetup = { danger_min: 0, caution_min: 0, standard_min: 0, danger_state: 'BELOW' };
    expect(metricStatus('EFFICIENCY', 60, zero).status).toBe('yellow');
    expect(metricStatus('PRODUCTION', 1200, zero)).toEqual({ status: 'none', aboveIdeal: false, text: '' });
    expect(metricStatus('UNPLANNED_DOWN', 40).status).toBe('none');
  });

  it('performance above 100 % is flagged with the reason in words; 100 % itself and other metrics are not', () => {
    const over = metricStatus('PERFORMANCE', 104.2, efficiencySetup);
    expect(over).toEqual({ status: 'green', aboveIdeal: true, text: `Good; ${ABOVE_IDEAL_REASON}` });
    expect(ABOVE_IDEAL_REASON).toBe('above 100 %: the ideal rate is lower than the machine runs');
    expect(metricStatus('PERFORMANCE', 100, efficiencySetup).aboveIdeal).toBe(false);
    expect(metricStatus('QUALITY', 101, efficiencySetup).aboveIdeal).toBe(false);
  });

  it('the target line is Metric Setup standard minimum, none when unset', () => {
    expect(metricTarget(efficiencySetup)).toBe(95);
    expect(metricTarget(undefined)).toBeNull();
    const byKey = thresholdsByMetric([{ metric_key: 'QUALITY', ...efficiencySetup, danger_min: 40, stacked_bar: false }]);
    expect(metricStatus('QUALITY', 45, byKey.QUALITY).status).toBe('yellow');
    expect(byKey.EFFICIENCY).toBeUndefined();
  });
});
