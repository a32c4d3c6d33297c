import { ContainerModule } from 'inversify';
import { bindService, ThemeChoices, Toasts } from '../../workbench/api';
import { AppearanceViewModel } from './appearance.view-model';

/** One view-model per open screen. */
export const userAppearanceModule = new ContainerModule(({ bind }) => {
  bindService(bind, AppearanceViewModel, ({ themes, toasts }) => new AppearanceViewModel(themes, toasts), { themes: ThemeChoices, toasts: Toasts });
});
