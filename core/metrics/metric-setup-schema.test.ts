import { describe, expect, it } from 'vitest';
import { metricSetupAnswerSchema } from './metric-setup-schema';
import { setupRecord } from './test-fixtures';

describe('metric setup record (document 1, section 3)', () => {
  it('reads results[] of metric_key, danger_min, caution_min, standard_min, danger_state, stacked_bar', () => {
    const answer = { results: [setupRecord('EFFICIENCY', { danger_state: 'LOW', stacked_bar: true })] };
    expect(metricSetupAnswerSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    ['an unknown metric key', { ...setupRecord('EFFICIENCY'), metric_key: 'OEE' }],
    ['a missing standard_min', { ...setupRecord('EFFICIENCY'), standard_min: undefined }],
    ['a non-boolean stacked_bar', { ...setupRecord('EFFICIENCY'), stacked_bar: 'yes' }],
  ])('rejects a record with %s', (_case, record) => {
    expect(metricSetupAnswerSchema.safeParse({ results: [record] }).success).toBe(false);
  });
});
