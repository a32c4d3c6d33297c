import type { NavPreset, PresetKind } from './nav-preset';
import { serviceToken } from '../platform/service-token';

/**
 * Port to the preset endpoints POST /v1/{kind}/{call}/ (document 1 §7, document 3 §7). Every call
 * answers the full preset list. The workbench's HTTP adapter wraps the payload as the server
 * expects it ({navpreset: ...} or {mapdesign: ...}) and rejects with an ApiError (core/errors).
 */
export interface PresetApi<P = NavPreset> {
  get_presets(kind: PresetKind, body: Partial<P>): Promise<P[]>;
  create_preset(kind: PresetKind, preset: Omit<P, 'euid' | '_updated'>): Promise<P[]>;
  update_preset(kind: PresetKind, preset: P): Promise<P[]>;
  open_preset(kind: PresetKind, preset: P): Promise<P[]>;
  deactivate_preset(kind: PresetKind, preset: P): Promise<P[]>;
}
export const PresetApi = serviceToken<PresetApi>('core.PresetApi');
