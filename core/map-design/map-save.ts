import type { Role } from '../model';
import { designForSave } from './design-reader';
import type { Design, MapDesign } from './map-design-types';
import { mapNotActive, NO_ACTIVE_MAP_DATA, NO_ACTIVE_MAP_PRESET, NON_ADMIN_DEFAULT_MAP } from '../errors';

/** Non-admins cannot edit the default map. */
export function canEditMap(map: Pick<MapDesign, 'default'>, role: Role): boolean {
  return role === 'ADMIN' || !map.default;
}

function assertCanEditMap(map: Pick<MapDesign, 'default'>, role: Role): void {
  if (!canEditMap(map, role)) throw new Error(NON_ADMIN_DEFAULT_MAP);
}

export interface MapSaveRequest {
  maps: readonly MapDesign[];
  activeMapName: string | null | undefined;
  /** The map the editor holds. */
  mapName: string;
  design: Design | null | undefined;
  role: Role;
}

/**
 * The update_preset payload for saving the editor's design, or the reason it is refused: no design,
 * the map is not the active one, the active map's preset is missing, the design is invalid, or a
 * non-admin is saving the default map. Nodes without a size are dropped with warnings.
 */
export function prepareMapSave(req: MapSaveRequest): { mapdesign: MapDesign; warnings: string[] } {
  if (!req.design) throw new Error(NO_ACTIVE_MAP_DATA);
  if (req.mapName !== req.activeMapName) throw new Error(mapNotActive(req.mapName));
  const preset = req.maps.find((m) => m.name === req.activeMapName);
  if (!preset) throw new Error(NO_ACTIVE_MAP_PRESET);
  assertCanEditMap(preset, req.role);
  const { design, warnings } = designForSave(req.design);
  return { mapdesign: { ...preset, design }, warnings };
}
