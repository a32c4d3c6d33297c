import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../demo/seeded-random';
import { machineCharacter } from './machine-character';
import { shiftStory, type ShiftStoryInput } from './shift-story';

const H = 3_600_000;
const START = Date.UTC(2026, 2, 2, 12);
const reasons = { planned: ['Changeover', 'Break', 'Lunch'], unplanned: ['Jam', 'Minor Stop', 'Electrical Fault'], scrap: ['Dimensional'], reject: ['Burr'], rework: ['Deburr'] };
const input = (extra: Partial<ShiftStoryInput> = {}): ShiftStoryInput => ({
  start: START,
  end: START + 8 * H,
  ppm: 10,
  changeover: false,
  character: { ...machineCharacter(1, 'PRS-01'), breakdownChance: 0 },
  reasons,
  rng: createSeededRandom(42),
  now: START + 100 * H,
  downUntil: 0,
  ...extra,
});

describe('a generated shift', () => {
  it('is the same for the same seed (no Math.random)', () => {
    expect(shiftStory(input())).toEqual(shiftStory(input()));
    expect(shiftStory(input({ rng: createSeededRandom(43) }))).not.toEqual(shiftStory(input()));
  });

  it('has planned breaks, micro-stops, production every 15 minutes and losses with reasons', () => {
    const { events } = shiftStory(input());
    const planned = events.filter((e) => e.type === 'DOWN' && e.planned).map((e) => e.reason_name);
    expect(planned).toEqual(['Break', 'Lunch']);
    expect(events.filter((e) => e.type === 'DOWN' && !e.planned).every((e) => ['Jam', 'Minor Stop'].includes(e.reason_name!))).toBe(true);
    expect(events.filter((e) => e.type === 'PROD').length).toBeGreaterThanOrEqual(28);
    for (const e of events.filter((x) => x.type !== 'PROD' && x.type !== 'DOWN')) expect(e.reason_name).toBeTruthy();
  });

  it('a changeover is a planned stop at the start of the shift', () => {
    const first = shiftStory(input({ changeover: true })).events[0];
    expect(first).toMatchObject({ type: 'DOWN', planned: true, reason_name: 'Changeover', timestamp: START });
  });

  it('a breakdown is a long unplanned stop with a breakdown reason', () => {
    const { events } = shiftStory(input({ character: { ...machineCharacter(1, 'PRS-01'), breakdownChance: 1 } }));
    const long = events.filter((e) => e.type === 'DOWN' && !e.planned && e.end! - e.timestamp >= 20 * 60_000);
    expect(long.map((e) => e.reason_name)).toContain('Electrical Fault');
  });

  it('nothing happens after now, and a stop still going on at now has no end', () => {
    const story = shiftStory(input({ changeover: true, now: START + 10 * 60_000 }));
    expect(story.events.every((e) => e.timestamp < START + 10 * 60_000)).toBe(true);
    expect(story.events).toContainEqual(expect.objectContaining({ type: 'DOWN', end: null, reason_name: 'Changeover' }));
    expect(story.events.filter((e) => e.type === 'PROD')).toEqual([]);
  });

  it('a machine still broken down from the previous shift produces nothing until it is repaired', () => {
    const story = shiftStory(input({ downUntil: START + 2 * H }));
    expect(story.events.filter((e) => e.type === 'PROD').every((e) => e.timestamp >= START + 2 * H)).toBe(true);
  });
});

describe('the story in a shift (issue 35 point 9)', () => {
  it("a bad day's incident is one long unplanned stop with its reason", () => {
    const incident = { reason: 'Electrical Fault', minMinutes: 120, maxMinutes: 240 };
    const stops = shiftStory(input({ incident })).events.filter((e) => e.reason_name === 'Electrical Fault');
    expect(stops).toHaveLength(1);
    expect(stops[0]!.end! - stops[0]!.timestamp).toBeGreaterThanOrEqual(120 * 60_000);
  });

  it("micro-stops name the machine's first short reason most, and a strained shift stops more", () => {
    const character = { ...machineCharacter(1, 'PRS-01'), breakdownChance: 0, microStopsPerHour: 2, reasonOrder: { long: [], short: ['Jam', 'Minor Stop'] } };
    const micro = (strain: number) => Array.from({ length: 20 }, (_, i) => shiftStory(input({ character, strain, rng: createSeededRandom(i) })).events)
      .flat().filter((e) => e.type === 'DOWN' && !e.planned);
    const calm = micro(0.6);
    const jams = calm.filter((e) => e.reason_name === 'Jam').length;
    expect(jams).toBeGreaterThanOrEqual(2.5 * (calm.length - jams));
    expect(micro(1.8).length).toBeGreaterThan(2 * calm.length);
  });
});
