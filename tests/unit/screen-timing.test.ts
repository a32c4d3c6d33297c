import { describe, expect, it } from 'vitest';
import { formatScreenTable, percentile, summariseScreen } from '../../bench/screen-timing';

// Issue 39 point 2: the screen benchmark's figures, p50/p95 over the runs, beside the targets.
describe('the screen benchmark figures (issue 39)', () => {
  it('nearest-rank percentiles: p95 of five runs is the slowest, p50 the middle one', () => {
    const runs = [900, 100, 300, 200, 400];
    expect(percentile(runs, 50)).toBe(300);
    expect(percentile(runs, 95)).toBe(900);
    expect(() => percentile([], 50)).toThrow('no samples');
  });

  it('a screen meets its target by p95: 1.5 s embedded, 1 s on PostgreSQL, 500 ms for an interaction', () => {
    const samples = [800, 900, 1200, 1000, 700].map((ms) => ({ ms, bytes: ms * 10 }));
    expect(summariseScreen('graph', 'screen', samples, true)).toMatchObject({ p50: 900, p95: 1200, target: 1500, met: true, bytes: 9000 });
    expect(summariseScreen('graph', 'screen', samples, false)).toMatchObject({ target: 1000, met: false });
    expect(summariseScreen('change the day', 'interaction', samples, true)).toMatchObject({ target: 500, met: false });
  });

  it('prints one line a screen with its target and OVER where the p95 misses it', () => {
    const table = formatScreenTable([summariseScreen('ranking (mode)', 'screen', [{ ms: 2000, bytes: 2048 }], true)]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toMatch(/ranking \(mode\)\s+1\s+2000\s+2000\s+< 1500\s+2\.0 KiB\s+OVER/);
  });
});
