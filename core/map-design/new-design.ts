import { DEFAULT_BACKDROP_COLOUR, DEFAULT_BACKDROP_HEIGHT, DEFAULT_BACKDROP_WIDTH } from './map-constants';
import type { Backdrop, Design, MapDesign } from './map-design-types';
import { ROOT_FLOW_ID } from './map-design-types';

/** The backdrop of a new map or a newly created flow: 30 by 20 in brick red, nothing drawn. */
export function defaultBackdrop(): Backdrop {
  return { width: DEFAULT_BACKDROP_WIDTH, height: DEFAULT_BACKDROP_HEIGHT, color: DEFAULT_BACKDROP_COLOUR, voxels: [] };
}

export function emptyDesign(): Design {
  return {
    flows: { [ROOT_FLOW_ID]: { nodes: [] } },
    flowHelpers: { [ROOT_FLOW_ID]: defaultBackdrop() },
    machine_xref: { key_to_node: {}, node_to_key: {} },
    location_xref: { key_to_node: {}, node_to_key: {} },
    last_node_id: 0,
  };
}

export interface MapAuthor {
  first_name: string;
  last_name: string;
  comp_prof: string;
}

/** A new map: not yet saved (no euid), no flags set, an empty ROOT flow. */
export function newMapDesign(name: string, author: MapAuthor): MapDesign {
  return {
    name,
    euid: '',
    author_first_name: author.first_name,
    author_last_name: author.last_name,
    author_comp_prof: author.comp_prof,
    default: false,
    public: false,
    favorite: false,
    design: emptyDesign(),
  };
}
