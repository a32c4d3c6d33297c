import type { NavPreset, PresetApi, PresetKind } from '../../core/presets';
import type { HttpClient } from '../api/http-client';

/** PresetApi over REST: POST /v1/{kind}/{call}/ with the payload wrapped as {kind: payload} (document 1 §7). */
export class HttpPresetApi<P = NavPreset> implements PresetApi<P> {
  constructor(private readonly http: HttpClient) {}

  get_presets(kind: PresetKind, body: Partial<P>): Promise<P[]> {
    return this.call(kind, 'get_presets', body);
  }
  create_preset(kind: PresetKind, preset: Omit<P, 'euid' | '_updated'>): Promise<P[]> {
    return this.call(kind, 'create_preset', preset);
  }
  update_preset(kind: PresetKind, preset: P): Promise<P[]> {
    return this.call(kind, 'update_preset', preset);
  }
  open_preset(kind: PresetKind, preset: P): Promise<P[]> {
    return this.call(kind, 'open_preset', preset);
  }
  deactivate_preset(kind: PresetKind, preset: P): Promise<P[]> {
    return this.call(kind, 'deactivate_preset', preset);
  }

  private call(kind: PresetKind, name: string, payload: unknown): Promise<P[]> {
    return this.http.post<P[]>(`/v1/${kind}/${name}/`, { [kind]: payload });
  }
}
