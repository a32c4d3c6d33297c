import { describe, expect, it } from 'vitest';
import { selectActivePreset } from './select-active-preset';

const list = [
  { euid: 'P1', name: 'Downtime' },
  { euid: 'P2', name: 'EFFICIENCY' },
  { euid: 'P3', name: 'Scrap' },
];

describe('selectActivePreset (document 1 §4: active euid, else efficiency, else the first)', () => {
  it.each([
    ['the preset with the active euid wins', list, 'P3', 'P3'],
    ['an unknown active euid falls back to the one named efficiency, case-insensitively', list, 'P9', 'P2'],
    ['no active euid falls back to efficiency', list, undefined, 'P2'],
    ['without an efficiency preset the first is chosen', [list[0]!, list[2]!], 'P9', 'P1'],
    ['a name that only contains efficiency is not the efficiency preset', [{ euid: 'A', name: 'Efficiency 2' }, { euid: 'B', name: 'x' }], null, 'A'],
  ])('%s', (_rule, presets, active, expected) => {
    expect(selectActivePreset(presets, active)?.euid).toBe(expected);
  });

  it('an empty list has no active preset', () => {
    expect(selectActivePreset([], 'P1')).toBeUndefined();
  });
});
