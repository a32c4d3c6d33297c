import type { MapDesign } from '../../core/map-design';
import type { HttpClient } from './http-client';
import { serviceToken } from '../../core/platform';

/**
 * The company's saved maps through /v1/mapdesign/* (document 1 §7, document 2 §7): every call is a
 * POST answering the full list the user may see. Shared by the map designer and the map viewer.
 */
export interface MapDesigns {
  list(): Promise<ListedMap[]>;
  create(map: MapDesign): Promise<ListedMap[]>;
  update(map: MapDesign): Promise<ListedMap[]>;
  /** Deletes by name: the call names the map in design.activeMapName. */
  remove(name: string, choices: readonly string[]): Promise<ListedMap[]>;
}
export const MapDesigns = serviceToken<MapDesigns>('workbench.MapDesigns');

/**
 * A listed map. `designMissing`: the stored row had no design core can read; it carries an empty
 * one (the designer starts over on it) and the viewer says 'No active map data!' (document 1 §8).
 */
export type ListedMap = MapDesign & { designMissing?: true };

/**
 * Reads a listed map: a missing or unreadable design is never thrown at the list.
 * The reader (and its schema library) loads with the first list, not with the shell (issue 8).
 */
async function readListed(rows: readonly MapDesign[]): Promise<ListedMap[]> {
  const { readDesign } = await import('../../core/map-design/design-reader');
  return rows.map((raw) => {
    try {
      return { ...raw, design: readDesign(raw.design).design };
    } catch {
      return { ...raw, design: readDesign({ flows: { ROOT: { nodes: [] } } }).design, designMissing: true };
    }
  });
}

export class HttpMapDesigns implements MapDesigns {
  constructor(private readonly http: HttpClient) {}

  private async call(name: string, mapdesign: unknown): Promise<ListedMap[]> {
    const rows = await this.http.post<MapDesign[]>(`/v1/mapdesign/${name}/`, { mapdesign });
    return readListed(rows);
  }

  list(): Promise<ListedMap[]> {
    // A preset-shaped body, like the navpresets' {navpreset: {}} (document 1 §7).
    return this.call('get_presets', {});
  }

  create(map: MapDesign): Promise<ListedMap[]> {
    const { euid: _euid, designMissing: _missing, ...rest } = map as ListedMap;
    return this.call('create_preset', rest);
  }

  update(map: MapDesign): Promise<ListedMap[]> {
    const { designMissing: _missing, ...stored } = map as ListedMap;
    return this.call('update_preset', stored);
  }

  remove(name: string, choices: readonly string[]): Promise<ListedMap[]> {
    return this.call('deactivate_preset', { design: { activeMapName: name, mapChoices: [...choices] } });
  }
}
