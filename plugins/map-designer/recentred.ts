import type { Viewport } from '../../workbench/kit/map-canvas/viewport';

/** A panel's size in CSS px. */
export interface PanelSize {
  width: number;
  height: number;
}

/**
 * The viewport after the canvas panel changed size: the world point at the panel's centre stays at
 * its centre and the zoom is kept, so a wider window shows more map around what was in view
 * (instead of the map staying in the top left corner with an empty band beside it).
 */
export function recentred(v: Viewport, from: PanelSize, to: PanelSize): Viewport {
  return { zoom: v.zoom, x: v.x + (to.width - from.width) / 2, y: v.y + (to.height - from.height) / 2 };
}
