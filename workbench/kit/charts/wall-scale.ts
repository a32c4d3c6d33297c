import { useEffect, useState } from 'react';

/** The root font size a layout is drawn for (the browser default); the shell raises it on wall displays. */
const BASE_ROOT_PX = 16;

type Layout = Record<string, unknown> & { height: number };
type Font = { size?: number } & Record<string, unknown>;

const scaleFont = (font: Font, k: number): Font => (typeof font.size === 'number' ? { ...font, size: font.size * k } : font);

/** A layout part (the layout, its title, its legend) with its own font scaled; parts without one inherit. */
const withScaledFont = <P,>(part: P, k: number): P => {
  const font = part && typeof part === 'object' ? (part as { font?: Font }).font : undefined;
  return font ? { ...part, font: scaleFont(font, k) } : part;
};

/**
 * A chart layout drawn k times larger: its type, its height and its margins. Plotly sizes its type in
 * pixels, so it does not follow the shell's root font size by itself; k is that size over 16 px.
 */
export function scaledLayout<L extends Layout>(layout: L, k: number): L {
  if (k === 1) return layout;
  const margin = layout.margin && typeof layout.margin === 'object'
    ? Object.fromEntries(Object.entries(layout.margin as Record<string, number>).map(([side, px]) => [side, px * k]))
    : layout.margin;
  // Only the parts the layout has: an undefined part is not Plotly's default (an undefined axis made it throw).
  const scaled: L = { ...withScaledFont(layout, k), height: Math.round(layout.height * k) };
  if (layout.title !== undefined) Object.assign(scaled, { title: withScaledFont(layout.title, k) });
  if (layout.legend !== undefined) Object.assign(scaled, { legend: withScaledFont(layout.legend, k) });
  if (margin !== undefined) Object.assign(scaled, { margin });
  return scaled;
}

const rootFontScale = () => parseFloat(getComputedStyle(document.documentElement).fontSize) / BASE_ROOT_PX || 1;

/** The shell's root font size over 16 px, kept current as the window crosses the wall-display width. */
export function useRootFontScale(): number {
  const [k, setK] = useState(rootFontScale);
  useEffect(() => {
    const follow = () => setK(rootFontScale());
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return k;
}
