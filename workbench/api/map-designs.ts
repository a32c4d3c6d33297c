import type { MapDesign } from '../../core/map-design';
import type { HttpClient } from './http-client';
import { serviceToken } from '../../core/platform';

/**
 * The company's saved maps through /v1/mapdesign/* (document 1 §7, document 2 §7): every call is a
 * POST answering the full list the user may see. Shared by the map designer and the map viewer.
 */
export interface MapDesigns {
  list(): Promise<MapDesign[]>;
  create(map: MapDesign): Promise<MapDesign[]>;
  update(map: MapDesign): Promise<MapDesign[]>;
  /** Deletes by name: the call names the map in design.activeMapName. */
  remove(name: string, choices: readonly string[]): Promise<MapDesign[]>;
}
export const MapDesigns = serviceToken<MapDesigns>('workbench.MapDesigns');

/**
 * Reads a listed map: a design core cannot read is shown as an empty map, never thrown at the list.
 * The reader (and its schema library) loads with the first list, not with the shell (issue 8).
 */
async function readListed(rows: readonly MapDesign[]): Promise<MapDesign[]> {
  const { readDesign } = await import('../../core/map-design/design-reader');
  return rows.map((raw) => {
    try {
      return { ...raw, design: readDesign(raw.design).design };
    } catch {
      return { ...raw, design: readDesign({ flows: { ROOT: { nodes: [] } } }).design };
    }
  });
}

export class HttpMapDesigns implements MapDesigns {
  constructor(private readonly http: HttpClient) {}

  private async call(name: string, mapdesign: unknown): Promise<MapDesign[]> {
    const rows = await this.http.post<MapDesign[]>(`/v1/mapdesign/${name}/`, { mapdesign });
    return readListed(rows);
  }

  list(): Promise<MapDesign[]> {
    // A preset-shaped body, like the navpresets' {navpreset: {}} (document 1 §7).
    return this.call('get_presets', {});
  }

  create(map: MapDesign): Promise<MapDesign[]> {
    const { euid: _euid, ...rest } = map;
    return this.call('create_preset', rest);
  }

  update(map: MapDesign): Promise<MapDesign[]> {
    return this.call('update_preset', map);
  }

  remove(name: string, choices: readonly string[]): Promise<MapDesign[]> {
    return this.call('deactivate_preset', { design: { activeMapName: name, mapChoices: [...choices] } });
  }
}
