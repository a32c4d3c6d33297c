import { TRAFFIC_LIGHTS_WORST_FIRST, type TrafficLight } from '../metrics/traffic-light';
import type { Point, Size } from './map-design-types';

/** A node label on the map is in state dot, standard or arrow (document 2 §3). */
export type LabelState = 'dot' | 'standard' | 'arrow';

/** Gap between a standard card and its anchor. */
export const LABEL_GAP_PX = 6;
/** How far an arrow card sits from its anchor; the leader arrow bridges it. */
const LABEL_LEADER_PX = 28;
/** Side of a dot marker, and of the spot every anchor keeps free for its own marker. */
export const LABEL_DOT_PX = 12;

export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A node's label anchor projected to the screen, with the size of its card. */
export interface LabelAnchor {
  id: string;
  x: number;
  y: number;
  /** False when the anchor is behind the camera. */
  inFront: boolean;
  width: number;
  height: number;
  /** The node's metric zone; null without data. */
  zone: TrafficLight | null;
  /** Distance to the camera. */
  depth: number;
}

export interface PlacedLabel {
  id: string;
  state: LabelState;
  anchor: Point;
  /** The card (standard, arrow) or the marker (dot), in screen pixels. */
  box: LabelBox;
  /** Arrow only: from the card's nearest edge point to the anchor. */
  leader?: { from: Point; to: Point };
}

export interface LabelLayout {
  /** Visible labels in placement order (priority first). */
  labels: PlacedLabel[];
  /** Anchors behind the camera or off-screen. */
  hidden: string[];
}

/** Red first, then yellow, green, and no data last. */
function zoneRank(zone: TrafficLight | null): number {
  return zone ? TRAFFIC_LIGHTS_WORST_FIRST.indexOf(zone) : TRAFFIC_LIGHTS_WORST_FIRST.length;
}

/**
 * Placement order: the worst zone first (red, yellow, green, then no data), so the machines that
 * need attention keep full labels; then nearer to the camera; then id, so the layout is deterministic.
 */
function compareLabelPriority(a: LabelAnchor, b: LabelAnchor): number {
  const zone = zoneRank(a.zone) - zoneRank(b.zone);
  if (zone !== 0) return zone;
  if (a.depth !== b.depth) return a.depth - b.depth;
  return a.id.localeCompare(b.id, 'en', { numeric: true });
}

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function fits(box: LabelBox, viewport: Size): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

function markerBox(a: Point): LabelBox {
  return { x: a.x - LABEL_DOT_PX / 2, y: a.y - LABEL_DOT_PX / 2, width: LABEL_DOT_PX, height: LABEL_DOT_PX };
}

/** The card centred just above its anchor. */
function standardBox(a: LabelAnchor): LabelBox {
  return { x: a.x - a.width / 2, y: a.y - LABEL_GAP_PX - a.height, width: a.width, height: a.height };
}

/** Arrow spots around the anchor at the leader distance, tried in this order. */
function arrowBoxes(a: LabelAnchor): LabelBox[] {
  const { x, y, width: w, height: h } = a;
  const l = LABEL_LEADER_PX;
  const d = Math.round(l * Math.SQRT1_2);
  return [
    { x: x + d, y: y - d - h, width: w, height: h },
    { x: x - d - w, y: y - d - h, width: w, height: h },
    { x: x + l, y: y - h / 2, width: w, height: h },
    { x: x - l - w, y: y - h / 2, width: w, height: h },
    { x: x + d, y: y + d, width: w, height: h },
    { x: x - d - w, y: y + d, width: w, height: h },
    { x: x - w / 2, y: y + l, width: w, height: h },
    { x: x - w / 2, y: y - l - h, width: w, height: h },
  ];
}

function nearestPoint(box: LabelBox, p: Point): Point {
  return { x: Math.min(Math.max(p.x, box.x), box.x + box.width), y: Math.min(Math.max(p.y, box.y), box.y + box.height) };
}

/** Whether the segment a-b passes through the inside of the box (Liang-Barsky clipping; grazing an edge does not count). */
function crosses(a: Point, b: Point, box: LabelBox): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: Array<[number, number]> = [[-dx, a.x - box.x], [dx, box.x + box.width - a.x], [-dy, a.y - box.y], [dy, box.y + box.height - a.y]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

function onScreen(a: LabelAnchor, viewport: Size): boolean {
  return a.inFront && Number.isFinite(a.x) && Number.isFinite(a.y) && a.x >= 0 && a.y >= 0 && a.x < viewport.width && a.y < viewport.height;
}

/**
 * Lays out the node labels of the 3D map (document 2 §3): in priority order each label is
 * 'standard' when its card fits just above its anchor, else 'arrow' at the first free spot around
 * it, else a 'dot' at the anchor. A card never overlaps another card, another anchor's marker or
 * the viewport's edge, and a leader never cuts through a card.
 */
export function layoutLabels(anchors: readonly LabelAnchor[], viewport: Size): LabelLayout {
  const visible = anchors.filter((a) => onScreen(a, viewport)).sort(compareLabelPriority);
  const hidden = anchors.filter((a) => !onScreen(a, viewport)).map((a) => a.id);
  const markers = visible.map((a) => ({ id: a.id, box: markerBox(a) }));
  const cards: LabelBox[] = [];
  const labels = visible.map((a): PlacedLabel => {
    const anchor = { x: a.x, y: a.y };
    const free = (box: LabelBox) => fits(box, viewport) && !cards.some((c) => overlaps(c, box)) && !markers.some((m) => m.id !== a.id && overlaps(m.box, box));
    const standard = standardBox(a);
    if (free(standard)) {
      cards.push(standard);
      return { id: a.id, state: 'standard', anchor, box: standard };
    }
    // The leader must not cut through another card either.
    const spot = arrowBoxes(a).find((box) => free(box) && !cards.some((c) => crosses(nearestPoint(box, anchor), anchor, c)));
    if (spot) {
      cards.push(spot);
      return { id: a.id, state: 'arrow', anchor, box: spot, leader: { from: nearestPoint(spot, anchor), to: anchor } };
    }
    return { id: a.id, state: 'dot', anchor, box: markerBox(a) };
  });
  return { labels, hidden };
}
