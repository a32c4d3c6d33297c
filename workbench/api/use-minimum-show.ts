import { useEffect, useRef, useState } from 'react';

/**
 * Whether an overlay that `active` asks for should show: from when it appears until `active` ends,
 * and at least `minimumMs` in all (document 1 §9, the overlay spinner's 0.8 s), so a quick load
 * does not flash it. Only the overlay waits; what it covers renders as soon as it is ready.
 */
export function useMinimumShow(active: boolean, minimumMs: number): boolean {
  const shownAt = useRef<number | null>(null);
  const [holding, setHolding] = useState(active);
  useEffect(() => {
    if (active) {
      // Counted from after the overlay is on screen (an effect runs after the commit).
      shownAt.current ??= Date.now();
      setHolding(true);
      return undefined;
    }
    if (shownAt.current === null) return undefined;
    const left = minimumMs - (Date.now() - shownAt.current);
    shownAt.current = null;
    if (left <= 0) {
      setHolding(false);
      return undefined;
    }
    const timer = setTimeout(() => setHolding(false), left);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);
  return active || holding;
}
