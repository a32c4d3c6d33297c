import type { TextWidth } from './card-font';
import type { Size } from './map-fit';

/** A zone's type sizes in screen px: its name, its figure and the status word under it. */
export interface ZoneType {
  labelPx: number;
  valuePx: number;
  wordPx: number;
}

/** The name and the status word are drawn at this part of the figure's size (the figure is what a room reads). */
export const SIDE_TEXT_RATIO = 0.42;
/** Line height of the zone's three lines, and the share of the box the text may take (padding, border). */
const LINE = 1.15;
const FILL = 0.86;
/**
 * Floors, in screen px: the figure stays readable on a 768 px tablet however small the map draws
 * the zone (a zone too small for them clips, the list beside the map still says it all), and the
 * name and word stay at body size.
 */
export const MIN_VALUE_PX = 20;
export const MIN_SIDE_PX = 13;

/**
 * The type of a zone tile drawn `box` screen px large: the figure as large as the box allows, by
 * its height (three lines) and by the figure's own width; the name and the status word at
 * SIDE_TEXT_RATIO of it, smaller where a long name would not fit the width. Scales with the zone,
 * so a wall display at 2560 px draws figures several times the size a laptop does.
 */
export function zoneType(box: Size, text: { label: string; value: string; word: string }, width: TextWidth): ZoneType {
  const w = box.w * FILL;
  const h = box.h * FILL;
  const lines = text.label ? 1 + 2 * SIDE_TEXT_RATIO : 1 + SIDE_TEXT_RATIO;
  const byHeight = h / (lines * LINE);
  const byWidth = w / Math.max(width(text.value, 700), 0.01);
  const valuePx = Math.max(MIN_VALUE_PX, Math.min(byHeight, byWidth));
  const side = (t: string) => Math.max(MIN_SIDE_PX, Math.min(SIDE_TEXT_RATIO * valuePx, t ? w / Math.max(width(t, 700), 0.01) : Infinity));
  return { labelPx: side(text.label), valuePx, wordPx: side(text.word) };
}
