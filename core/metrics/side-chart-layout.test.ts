import { describe, expect, it } from 'vitest';
import { sideChartLayout, type SideChartGrid } from './side-chart-layout';
import { RecordingLogger } from './test-fixtures';

/** Writes a grid as its row shapes, e.g. [6,6] for a pair of half-width charts. */
const shape = (grid: SideChartGrid | null) => grid?.rows.map((row) => row.map((c) => c.colSpan));

describe('side-chart grid layout (document 3, section 2.3)', () => {
  it.each([
    [1, [[12]]],
    [3, [[12], [12], [12]]],
    [5, [[12], [12], [12], [12], [12]]],
    [6, [[6, 6], [6, 6], [6, 6]]],
    [7, [[12], [6, 6], [6, 6], [6, 6]]],
    [8, [[6, 6], [6, 6], [6, 6], [6, 6]]],
    [9, [[4, 4, 4], [4, 4, 4], [4, 4, 4]]],
    [10, [[6, 6], [6, 6], [6, 6], [6, 6], [6, 6]]],
    [11, [[6, 6], [4, 4, 4], [4, 4, 4], [4, 4, 4]]],
    [12, [[4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4]]],
    [13, [[6, 6], [6, 6], [4, 4, 4], [4, 4, 4], [4, 4, 4]]],
    [14, [[6, 6], [4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4]]],
    [15, [[4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4], [4, 4, 4]]],
  ])('%s metrics: 1-5 one column, 6 3x2, 7 one wide plus pairs, 8 4x2, 9 3x3, 10 5x2, 11-14 wide first rows, 12 4x3, 15 5x3', (count, rows) => {
    expect(shape(sideChartLayout(count, new RecordingLogger()))).toEqual(rows);
  });

  it.each(Array.from({ length: 15 }, (_, i) => i + 1))('%s metrics: every metric gets exactly one cell, in order, and every row fills the 12-track grid', (count) => {
    const grid = sideChartLayout(count, new RecordingLogger())!;
    expect(grid.rows.flat().map((c) => c.index)).toEqual(Array.from({ length: count }, (_, i) => i));
    for (const row of grid.rows) expect(row.reduce((s, c) => s + c.colSpan, 0)).toBe(12);
  });

  it.each([0, 16, -1, 2.5, Number.NaN])('another count (%s) is logged as an error only and gives no layout', (count) => {
    const logger = new RecordingLogger();
    expect(sideChartLayout(count, logger)).toBeNull();
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]).toContain('Invalid side-chart metric count');
  });

  it('a valid count logs nothing', () => {
    const logger = new RecordingLogger();
    sideChartLayout(7, logger);
    expect(logger.errors).toEqual([]);
  });
});
