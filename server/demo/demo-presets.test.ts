import { describe, expect, it } from 'vitest';
import { navStateSchema } from '../../core/navigation/nav-state-schema';
import { selectActivePreset } from '../../core/presets/select-active-preset';
import { DEMO_DEFAULT_PRESET, demoPresets } from './demo-presets';

const SITE = { euid: 'site-1', name: 'Riverside', key: 'RIV', desc: 'Riverside works', depth: 1 };
const NOW = Date.UTC(2026, 10, 23, 12);

describe('issue 8: the demo plant ships saved presets (document 1 §4 has something to act on)', () => {
  const presets = demoPresets(SITE, 'America/New_York', NOW);

  it('Efficiency is the one public default; the others are public, so every demo user sees them in Open', () => {
    expect(presets.filter((p) => p.default).map((p) => p.name)).toEqual([DEMO_DEFAULT_PRESET]);
    expect(presets.every((p) => p.public)).toBe(true);
    expect(presets.map((p) => p.name)).toEqual(['Efficiency', 'Riverside quality by shift', 'Downtime this week']);
  });

  it('every saved navigation state is a valid one', () => {
    for (const p of presets) expect(navStateSchema.safeParse(p.navstate).success, p.name).toBe(true);
  });

  it('the site preset shows its site shift by shift, the downtime one the last week, kept current', () => {
    const [, quality, downtime] = presets;
    expect(quality!.navstate).toMatchObject({ metric: 'QUALITY', combineShifts: false, entity: { euid: 'site-1', name: 'Riverside' } });
    expect(downtime!.navstate).toMatchObject({ metric: 'UNPLANNED_DOWN', keepCurrent: true, autoRange: { active: true, value: 1, unit: 'WEEKS' } });
  });

  it("with no active preset, document 1 §4's rule picks Efficiency", () => {
    const list = presets.map((p, i) => ({ euid: `e${i}`, name: p.name }));
    expect(selectActivePreset([...list].reverse(), null)?.name).toBe('Efficiency');
  });
});
