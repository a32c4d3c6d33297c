import { describe, expect, it } from 'vitest';
import { FixedClock } from '../platform';
import { downtimeMinutes } from './downtime';

describe('downtime minutes = (end, or now if absent, minus timestamp) / 60000 (document 2, section 9)', () => {
  const clock = new FixedClock('2025-03-03T12:00:00Z');

  it.each([
    ['closed downtime uses its end', '2025-03-03T10:00:00Z', '2025-03-03T10:45:00Z', 45],
    ['open downtime runs until now', '2025-03-03T11:30:00Z', undefined, 30],
    ['a null end is open too', '2025-03-03T11:59:30Z', null, 0.5],
    ['epoch milliseconds work like ISO text', Date.parse('2025-03-03T09:00:00Z'), Date.parse('2025-03-03T09:01:30Z'), 1.5],
    ['zero-length downtime is 0 minutes', '2025-03-03T10:00:00Z', '2025-03-03T10:00:00Z', 0],
  ])('%s', (_case, start, end, minutes) => {
    expect(downtimeMinutes(start, end, clock.now())).toBeCloseTo(minutes, 10);
  });

  it('an open downtime grows as the clock moves', () => {
    const c = new FixedClock('2025-03-03T12:00:00Z');
    const start = '2025-03-03T11:00:00Z';
    const before = downtimeMinutes(start, undefined, c.now());
    c.advance(15 * 60_000);
    expect(downtimeMinutes(start, undefined, c.now()) - before).toBe(15);
  });

  it.each([
    ['an unparseable start', 'yesterday', undefined, 'Invalid downtime start'],
    ['an end before the start', '2025-03-03T10:00:00Z', '2025-03-03T09:00:00Z', 'Downtime ends before it starts'],
  ])('refuses %s with a clear error', (_case, start, end, message) => {
    expect(() => downtimeMinutes(start, end, clock.now())).toThrow(message);
  });
});
