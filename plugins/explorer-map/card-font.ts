import type { MetricKey } from '../../core/model';
import type { Size } from './map-fit';
import type { ViewerNode } from './map-viewer.view-model';

/**
 * A card's type size on the map, in design px (the screen size is this times the map's scale, so
 * the cards grow and shrink with the map): 6.4, what an 80 x 60 machine node with four metrics has
 * always been drawn with (1rem at 2.5x), or less where the node's own text would not fit its box.
 */
export const CARD_EM = 6.4;
export const NO_DATA = 'No data';

// The card's geometry in em of its type, as map-view.css draws it (.map-node and what it holds).
const LINE = 1.2; // .map-node line-height
const PAD_X = 0.7; // .map-node-card padding 0.25em 0.35em
const PAD_Y = 0.5;
const ROW_GAP = 0.1; // .map-node-card gap
const COLUMN_GAP = 0.4; // .map-metric column-gap
const GAUGE = 0.25; // .map-gauge height
const LINK = 0.8 * 1.7; // .map-node-link: 0.8em type (at least 0.875rem), 0.35em padding either side of a 1em icon
const LINK_GAP = 0.15; // .map-node-links gap and padding
const LINK_ROW = 0.8 * (LINE + 0.3) + LINK_GAP;
/** Design px kept for the node's border (1 or 2 CSS px, so at most 2 design px from a scale of 1). */
const BORDER = 2;
/** Widths measured on a canvas come out a little under the page's (tabular figures, rounding). */
const SLACK = 1.08;

/** What a node's card writes: its label, each metric's label and value, 'No data', and its drill links. */
export interface CardText {
  label: string;
  metrics: ReadonlyArray<{ label: string; value: string; gauge: boolean }>;
  empty: boolean;
  links: number;
}

/** The width of a text in em of its type, at a font weight. */
export type TextWidth = (text: string, weight: number) => number;

export function cardText(n: ViewerNode, metricLabel: (m: MetricKey) => string): CardText {
  return {
    label: n.label,
    metrics: (n.card ?? []).map((m) => ({
      label: metricLabel(m.metric),
      value: m.kind === 'check' ? `${m.passes ? '✓' : '✗'} ${m.text}` : m.text,
      gauge: m.kind === 'gauge',
    })),
    empty: n.machineKey !== null && n.card === null,
    links: n.links.length,
  };
}

/** The card's type size in design px: CARD_EM, or smaller so its widest line and all its lines fit the node (`box`, design px). */
export function cardEm(text: CardText, box: Size, width: TextWidth): number {
  // A card under a zone headline has no label line of its own (the headline names the machine).
  const lines = [...(text.label ? [width(text.label, 700)] : []), ...text.metrics.map((m) => width(m.label, 400) + COLUMN_GAP + width(m.value, 600))];
  if (text.empty) lines.push(width(NO_DATA, 400));
  const links = text.links > 0 ? text.links * LINK + (text.links + 1) * LINK_GAP : 0;
  const wide = Math.max(PAD_X + SLACK * Math.max(...lines), links);
  const items = Math.max(1, lines.length);
  const gauges = text.metrics.filter((m) => m.gauge).length;
  const tall = PAD_Y + items * LINE + (items - 1) * ROW_GAP + gauges * GAUGE + (text.links > 0 ? LINK_ROW : 0);
  return Math.max(0, Math.min(CARD_EM, (box.w - 2 * BORDER) / wide, (box.h - 2 * BORDER) / tall));
}

/** Without a canvas (tests, a browser refusing one): a wide letter's estimate, bold a little wider. */
const estimate: TextWidth = (text, weight) => text.length * (weight >= 600 ? 0.62 : 0.58);

/** Text widths measured on a canvas in the page's font family (cached until the fonts change). */
export function canvasTextWidth(fontFamily: string): TextWidth {
  const g = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!g) return estimate;
  const seen = new Map<string, number>();
  return (text, weight) => {
    const key = `${weight}|${text}`;
    let w = seen.get(key);
    if (w === undefined) {
      g.font = `${weight} 100px ${fontFamily}`;
      w = g.measureText(text).width / 100;
      seen.set(key, w);
    }
    return w;
  };
}
