/** One value per calendar month, month written YYYY-MM. */
export interface MonthlyValue {
  month: string;
  value: number;
}

export interface MonthlyChange extends MonthlyValue {
  /** Percent change from the previous calendar month; null for the first month, after a gap, or from 0. */
  change: number | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthIndex(month: string): number {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Invalid month '${month}': expected YYYY-MM.`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/**
 * Month-to-month percent change (document 2, section 9; the KPI screen's percent-change mode):
 * (value - previous) / |previous| x 100 between consecutive calendar months, sorted by month.
 * A month whose previous calendar month is missing has no change: comparing across a gap would
 * pass a two-month change off as a one-month one.
 */
export function monthlyPercentChange(series: readonly MonthlyValue[]): MonthlyChange[] {
  const sorted = series.map((s) => ({ ...s, index: monthIndex(s.month) })).sort((a, b) => a.index - b.index);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.index === sorted[i - 1]!.index) throw new RangeError(`Month ${sorted[i]!.month} appears twice.`);
  }
  return sorted.map(({ index, ...point }, i) => {
    const prev = sorted[i - 1];
    const consecutive = prev !== undefined && prev.index === index - 1;
    const change = consecutive && prev.value !== 0 ? ((point.value - prev.value) / Math.abs(prev.value)) * 100 : null;
    return { ...point, change };
  });
}
