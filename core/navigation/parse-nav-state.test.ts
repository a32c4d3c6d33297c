import { describe, expect, it } from 'vitest';
import { FixedClock } from '../platform';
import { createDefaultNavState } from './default-nav-state';
import { NavStateError } from './nav-state-error';
import { parseNavState } from './parse-nav-state';

const defaults = createDefaultNavState(new FixedClock('2025-04-23T15:00:00Z'), 'America/New_York');

describe('reading a navigation state from a preset or storage', () => {
  it('a state saved before a field existed is completed with the defaults', () => {
    const parsed = parseNavState({ explorerMode: 'MAP', entity: { euid: 'M1', name: 'Press 1' } }, defaults);
    expect(parsed.explorerMode).toBe('MAP');
    expect(parsed.entity).toEqual({ ...defaults.entity, euid: 'M1', name: 'Press 1' });
    expect(parsed.custom).toEqual(defaults.custom);
  });

  it('dates saved with a time keep only their first 10 characters', () => {
    const parsed = parseNavState({ time: { range: { start: '2025-03-01T00:00:00.000Z', end: '2025-03-31T23:59:59' }, day: '2025-03-05T04:00:00Z' } }, defaults);
    expect(parsed.time).toEqual({ range: { start: '2025-03-01', end: '2025-03-31' }, day: '2025-03-05' });
  });

  it('unknown fields are dropped', () => {
    expect(parseNavState({ legacyThing: 1 }, defaults)).not.toHaveProperty('legacyThing');
  });

  it.each([
    ['not an object', 'GRAPH', /must be an object/],
    ['an unknown explorer mode', { explorerMode: 'TABLE' }, /explorerMode/],
    ['an auto-range number below 1', { autoRange: { value: 0 } }, /autoRange\.value/],
    ['an unknown metric', { metric: 'SPEED' }, /metric/],
    ['a malformed date', { time: { day: '05/03/2025' } }, /time\.day: must be a date written YYYY-MM-DD/],
    ['a range whose start is after its end', { time: { range: { start: '2025-04-02', end: '2025-04-01' } } }, /range start must not be after its end/],
    ['a threshold over 100 in the metric layout', { metric_layout: { rev: 1, name: 'x', metrics: ['QUALITY'], display_modes: { QUALITY: { report: true, gauge: false, check: false, checkThreshold: 70, red: 170, yellow: 90 } } } }, /red/],
  ])('bad input is refused with a clear error naming the field: %s', (_label, input, message) => {
    expect(() => parseNavState(input, defaults)).toThrow(NavStateError);
    expect(() => parseNavState(input, defaults)).toThrow(message);
  });
});
