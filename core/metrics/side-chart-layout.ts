import type { ErrorLogger } from './logger';

/** Side charts sit on a 12-track grid, so halves span 6 and thirds span 4 (PrimeFlex's col-N). */
export const SIDE_CHART_GRID_COLUMNS = 12;

/** One chart cell: the index of the side metric it shows and how many grid tracks it spans. */
export interface SideChartCell {
  index: number;
  colSpan: number;
}

export interface SideChartGrid {
  columns: typeof SIDE_CHART_GRID_COLUMNS;
  rows: SideChartCell[][];
}

export const SIDE_CHART_MIN = 1;
export const SIDE_CHART_MAX = 15;

/**
 * Cells per row for each metric count (document 3, section 2.3). "AxB" reads as A rows of B
 * charts, since 1 to 5 charts stack in one column. 7 is one wide chart over three pairs; 11 to 14
 * fill 3-wide rows and give the missing cells to the first rows as pairs of wider charts.
 */
const ROW_SIZES: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [1, 1],
  3: [1, 1, 1],
  4: [1, 1, 1, 1],
  5: [1, 1, 1, 1, 1],
  6: [2, 2, 2],
  7: [1, 2, 2, 2],
  8: [2, 2, 2, 2],
  9: [3, 3, 3],
  10: [2, 2, 2, 2, 2],
  11: [2, 3, 3, 3],
  12: [3, 3, 3, 3],
  13: [2, 2, 3, 3, 3],
  14: [2, 3, 3, 3, 3],
  15: [3, 3, 3, 3, 3],
};

/** The grid of side charts for 1 to 15 metrics; any other count is logged and gives null. */
export function sideChartLayout(count: number, logger: ErrorLogger): SideChartGrid | null {
  const sizes = Number.isInteger(count) ? ROW_SIZES[count] : undefined;
  if (!sizes) {
    logger.error(`Invalid side-chart metric count ${String(count)}: layouts exist for ${SIDE_CHART_MIN} to ${SIDE_CHART_MAX} metrics.`);
    return null;
  }
  let index = 0;
  const rows = sizes.map((size) =>
    Array.from({ length: size }, () => ({ index: index++, colSpan: SIDE_CHART_GRID_COLUMNS / size })),
  );
  return { columns: SIDE_CHART_GRID_COLUMNS, rows };
}
