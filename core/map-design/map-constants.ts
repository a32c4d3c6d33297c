import type { MapColour } from '../model';

/** Map grid and node sizes (spec document 2, section 9). */
export const GRID_PX = 20;
const DEFAULT_NODE_CELLS = 2;
export const DEFAULT_NODE_SIZE_PX = GRID_PX * DEFAULT_NODE_CELLS;
export const MIN_NODE_SIZE_PX = 20;

/** Zoom limits and fit-to-bounds padding. */
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 4;
export const FIT_PADDING = 0.1;

/** Backdrop limits. */
export const CANVAS_MIN = 10;
export const CANVAS_MAX = 500;
export const CANVAS_STEP = 2;
export const ELEVATION_MIN = 0;
export const ELEVATION_MAX = 10;
export const PEN_SIZES = [1, 3, 5] as const;
export type PenSize = (typeof PEN_SIZES)[number];
export const MAX_TILES_PER_COLOUR = 10_000;

/** A new map's and a new flow's backdrop: 30 by 20 in brick red. */
export const DEFAULT_BACKDROP_WIDTH = 30;
export const DEFAULT_BACKDROP_HEIGHT = 20;
export const DEFAULT_BACKDROP_COLOUR: MapColour = 'BrickRed';

/** Undo snapshots kept by the editor. */
export const UNDO_LIMIT = 100;
