/**
 * A small deterministic random source (mulberry32): the demo data must be the same for the same
 * seed on every machine, so nothing here may call Math.random.
 */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** prefix followed by 10 characters of Crockford base32, e.g. 'C7K2M9Q0ZX4'. */
  euid(prefix: string): string;
}

const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function createSeededRandom(seed: number): SeededRandom {
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    chance: (p) => next() < p,
    euid: (prefix) => prefix + Array.from({ length: 10 }, () => BASE32[int(0, 31)]).join(''),
  };
}
