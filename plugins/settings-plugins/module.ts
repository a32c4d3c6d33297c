import { ContainerModule } from 'inversify';
import { PluginToggles, Toasts } from '../../workbench/api';
import { PluginSwitchesViewModel } from './plugin-switches.view-model';

/** The plugin's services; the view-model is transient (one per open screen). */
export const settingsPluginsModule = new ContainerModule(({ bind }) => {
  bind(PluginSwitchesViewModel).toDynamicValue((ctx) => new PluginSwitchesViewModel(ctx.get<PluginToggles>(PluginToggles), ctx.get<Toasts>(Toasts)));
});
