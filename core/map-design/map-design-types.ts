import type { MapColour } from '../model';

/** The id of every map's top flow. */
export const ROOT_FLOW_ID = 'ROOT';

/** Drill directions of a node: north, east, south, west, and T (top, the level inside). */
export const DIRECTIONS = ['N', 'E', 'S', 'W', 'T'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const ENTITY_TYPES = ['MACHINE', 'LOCATION'] as const;
export type MapEntityType = (typeof ENTITY_TYPES)[number];

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A node's label and drill links; a link is a flow id or '' when there is none. */
export interface NodeExtra {
  label: string;
  link_n: string;
  link_e: string;
  link_s: string;
  link_w: string;
  link_t: string;
}

/** A node id is a numeric string, unique across all flows of a design. */
export interface MapNode {
  id: string;
  position: Point;
  dimensions: Size;
  style: Size;
  data: { extra: NodeExtra };
}

export interface Flow {
  nodes: MapNode[];
}

/** One backdrop tile: integer cell x, y at elevation z. */
export interface Voxel {
  x: number;
  y: number;
  z: number;
  color: MapColour;
}

/** A flow's backdrop ("flow helper"): canvas size in tiles, base colour, drawn tiles. */
export interface Backdrop {
  width: number;
  height: number;
  color: MapColour;
  voxels: Voxel[];
}

/** Two-way cross-reference between entity keys and node ids. */
export interface Xref {
  key_to_node: Record<string, string>;
  node_to_key: Record<string, string>;
}

export interface Design {
  flows: Record<string, Flow>;
  flowHelpers: Record<string, Backdrop>;
  machine_xref: Xref;
  location_xref: Xref;
  last_node_id: number;
}

/** A saved map (payload `mapdesign` of /v1/mapdesign/...). */
export interface MapDesign {
  name: string;
  euid: string;
  author_first_name: string;
  author_last_name: string;
  author_comp_prof: string;
  default: boolean;
  public: boolean;
  favorite: boolean;
  design: Design;
}

export function linkField(direction: Direction): keyof Omit<NodeExtra, 'label'> {
  return `link_${direction.toLowerCase()}` as keyof Omit<NodeExtra, 'label'>;
}

export function xrefField(type: MapEntityType): 'machine_xref' | 'location_xref' {
  return type === 'MACHINE' ? 'machine_xref' : 'location_xref';
}
