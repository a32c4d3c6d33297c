import { useEffect, useState } from 'react';

/**
 * How many of `total` items may be drawn: all at once is one long task (thirteen Plotly charts held a
 * day change for over a second), so one more is let in per task after each commit, and the browser
 * paints and answers input in between. Starts again from `first` when `key` changes.
 */
export function useStaggeredCount(total: number, key: unknown, first = 0): number {
  const [state, setState] = useState({ key, count: first });
  const current = state.key === key ? state.count : first;
  if (state.key !== key) setState({ key, count: first });
  useEffect(() => {
    if (current >= total) return;
    const timer = setTimeout(() => setState((s) => (s.key === key ? { key, count: s.count + 1 } : s)), 0);
    return () => clearTimeout(timer);
  }, [current, total, key]);
  return Math.min(current, total);
}
