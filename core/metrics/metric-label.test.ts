import { describe, expect, it } from 'vitest';
import { metricLabel } from './metric-label';
import { RecordingLogger } from './test-fixtures';

describe('metric labels with the profile metric_names overrides (document 1, sections 3 and 8)', () => {
  it("shows the company's override for a metric", () => {
    const logger = new RecordingLogger();
    expect(metricLabel('PRODUCTION', { overrides: { PRODUCTION: 'Lineal Feet' } }, logger)).toBe('Lineal Feet');
    expect(logger.errors).toEqual([]);
  });

  it.each([
    ['no override for the key', { overrides: { GOOD: 'Shipped' } }],
    ['a blank override', { overrides: { SCRAP_LOSS: '  ' } }],
    ['no metric_names at all', undefined],
  ])('a missing override only logs an error and shows the built-in label (%s)', (_case, names) => {
    const logger = new RecordingLogger();
    expect(metricLabel('SCRAP_LOSS', names, logger)).toBe('Scrap Loss');
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]).toContain('SCRAP_LOSS');
  });
});
