import { describe, expect, it } from 'vitest';
import { visiblePresets } from './visible-presets';

const presets = [
  { euid: 'A', name: 'Efficiency', desc: 'Company view', hidden: false },
  { euid: 'B', name: 'Press shop', desc: 'Downtime of the presses', hidden: true },
  { euid: 'C', name: 'Paint', desc: '', hidden: false },
];

describe('visiblePresets (document 1 §4: hidden presets appear only with show-hidden on)', () => {
  it.each([
    ['show-hidden off hides hidden presets', false, '', ['A', 'C']],
    ['show-hidden on shows them', true, '', ['A', 'B', 'C']],
    ['the search matches the name case-insensitively', true, 'PRESS', ['B']],
    ['the search matches the description', true, 'company', ['A']],
    ['a hidden match stays hidden with show-hidden off', false, 'press', []],
    ['blank search text matches everything visible', false, '   ', ['A', 'C']],
  ])('%s', (_rule, showHidden, search, expected) => {
    expect(visiblePresets(presets, showHidden, search).map((p) => p.euid)).toEqual(expected);
  });
});
