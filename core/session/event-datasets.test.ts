import { describe, expect, it } from 'vitest';
import { eventDatasetOfSlug, eventGraphPath } from './event-datasets';

describe('/graph/event/{slug} (document 1 §2: slug built from the dataset label)', () => {
  it.each([
    ['Downtime', '/graph/event/downtime', 'DOWN'],
    ['Scrap', '/graph/event/scrap', 'SCRP'],
    ['Reject', '/graph/event/reject', 'RJCT'],
    ['Rework', '/graph/event/rework', 'RWRK'],
  ])('%s -> %s, read back as event type %s', (label, path, type) => {
    expect(eventGraphPath(label)).toBe(path);
    expect(eventDatasetOfSlug(path.split('/').pop()!)?.type).toBe(type);
  });

  it('labels with spaces and capitals become kebab-case', () => {
    expect(eventGraphPath(' Planned Down Time ')).toBe('/graph/event/planned-down-time');
  });

  it('a blank label is refused clearly', () => {
    expect(() => eventGraphPath('  ')).toThrow('An event dataset label is needed');
  });
});
