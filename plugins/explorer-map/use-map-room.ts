import { useLayoutEffect, useState, type RefObject } from 'react';
import { heightBelow, type Size } from './map-fit';

/** Kept below the map: the viewer's and the main area's bottom padding (1rem each). */
const KEPT_BELOW_REM = 2;
/** However little of the viewport is left below the header, the map gets this much height. */
const MIN_HEIGHT_PX = 240;

/**
 * The room the 2D map has, in CSS px: its panel's content width, and the height the viewport
 * leaves below the panel's top. Measured again whenever the panel or the viewer changes size (the
 * sidebar collapsing or opening, the details card, the header wrapping) and when the window does.
 */
export function useMapRoom(panel: RefObject<HTMLElement | null>): Size | null {
  const [room, setRoom] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    const measure = () => {
      const s = getComputedStyle(el);
      const px = (v: string) => parseFloat(v) || 0;
      const rem = px(getComputedStyle(document.documentElement).fontSize) || 16;
      const top = el.getBoundingClientRect().top + window.scrollY + px(s.borderTopWidth) + px(s.paddingTop);
      const keptBelow = px(s.paddingBottom) + px(s.borderBottomWidth) + KEPT_BELOW_REM * rem;
      const next = {
        w: Math.floor(el.clientWidth - px(s.paddingLeft) - px(s.paddingRight)),
        h: Math.floor(heightBelow(window.innerHeight, top, keptBelow, MIN_HEIGHT_PX)),
      };
      setRoom((prev) => (prev && prev.w === next.w && prev.h === next.h ? prev : next));
    };
    measure();
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const viewer = el.closest('.map-viewer');
    if (viewer) observer.observe(viewer);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [panel]);
  return room;
}
