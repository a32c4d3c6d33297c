import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, hashedPaletteColour, shiftColour, stableHash } from './palette';

describe('chart palette (document 2, section 9)', () => {
  it('has 22 named colours, each name and hex used once', () => {
    expect(CHART_PALETTE).toHaveLength(22);
    expect(new Set(CHART_PALETTE.map((c) => c.name)).size).toBe(22);
    expect(new Set(CHART_PALETTE.map((c) => c.hex)).size).toBe(22);
    for (const c of CHART_PALETTE) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('shift colour rule (document 2, section 9)', () => {
  it('a shift colour is its profile colour', () => {
    expect(shiftColour({ name: 'Day', color: '#123456' })).toBe('#123456');
  });

  it.each([undefined, null, '', '  '])('without a profile colour (%s) the colour is picked by a hash of the name', (color) => {
    const picked = shiftColour({ name: 'Afternoon', color });
    expect(CHART_PALETTE.map((c) => c.hex)).toContain(picked);
    expect(picked).toBe(hashedPaletteColour('Afternoon'));
  });

  it('the hash-picked colour is stable: the same name always gets the same colour', () => {
    const first = ['Day', 'Afternoon', 'Midnight'].map((name) => shiftColour({ name }));
    const again = ['Day', 'Afternoon', 'Midnight'].map((name) => shiftColour({ name }));
    expect(again).toEqual(first);
  });

  it('the hash is 32-bit FNV-1a, so browser and server agree (published test vectors)', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('foobar')).toBe(0xbf9cf968);
  });

  it('names spread over the palette rather than collapsing onto one colour', () => {
    const colours = new Set(Array.from({ length: 100 }, (_, i) => hashedPaletteColour(`Shift ${i}`)));
    expect(colours.size).toBeGreaterThan(15);
  });
});
