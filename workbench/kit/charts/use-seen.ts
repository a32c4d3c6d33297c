import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How far below (and above) the viewport a box counts as seen: a chart just out of view is drawn
 * before the user scrolls onto it, not after.
 */
const AHEAD = '120px 0px 120px 0px';

/**
 * Whether the box has come into view (or near it) since it was mounted; once seen it stays seen.
 * Charts below the fold wait for it: the graph dashboard drew all 13 of its Plotly charts at every
 * boot, most of them where nobody looked (issue 39, and the browser suite's CPU, issue 31). Where the
 * browser has no IntersectionObserver the box counts as seen at once.
 */
export function useSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const box = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [box, seen];
}
