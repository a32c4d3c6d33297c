import { ContainerModule } from 'inversify';
import { bindService, PluginToggles, Toasts } from '../../workbench/api';
import { PluginSwitchesViewModel } from './plugin-switches.view-model';

/** The plugin's services; the view-model is transient (one per open screen). */
export const settingsPluginsModule = new ContainerModule(({ bind }) => {
  bindService(bind, PluginSwitchesViewModel, ({ toggles, toasts }) => new PluginSwitchesViewModel(toggles, toasts), { toggles: PluginToggles, toasts: Toasts });
});
