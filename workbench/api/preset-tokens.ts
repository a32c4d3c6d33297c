import type { NavState } from '../../core/navigation';
import type { ServiceToken } from '../../core/platform';
import { PresetApi, PresetService, type NavPreset } from '../../core/presets';

// core/presets cannot name NavState (core/navigation imports the presets), so its tokens stand for
// any preset state; the workbench binds them at the navigation state, and names that here, once.
/** Core's PresetService token, at the workbench's navigation state. */
export const NavPresetService = PresetService as ServiceToken<PresetService<NavState>>;
/** Core's PresetApi token, at the workbench's navigation state. */
export const NavPresetApi = PresetApi as ServiceToken<PresetApi<NavPreset<NavState>>>;
