import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random';

const draw = (seed: number) => {
  const r = createSeededRandom(seed);
  return Array.from({ length: 20 }, () => r.next());
};

describe('seeded random source', () => {
  it('gives the same sequence for the same seed (the demo plant is deterministic)', () => {
    expect(draw(42)).toEqual(draw(42));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const r = createSeededRandom(7);
    const seen = new Set(Array.from({ length: 2000 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('makes euids of a prefix and 10 base32 characters', () => {
    const r = createSeededRandom(1);
    expect(r.euid('C')).toMatch(/^C[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it.each([1.5, Number.NaN])('refuses a seed that is not an integer (%s)', (seed) => {
    expect(() => createSeededRandom(seed)).toThrow(/seed must be an integer/);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createSeededRandom(1).pick([])).toThrow(/empty/);
  });
});
