import { ContainerModule } from 'inversify';
import { ThemeChoices, Toasts } from '../../workbench/api';
import { AppearanceViewModel } from './appearance.view-model';

/** One view-model per open screen. */
export const userAppearanceModule = new ContainerModule(({ bind }) => {
  bind(AppearanceViewModel).toDynamicValue((ctx) => new AppearanceViewModel(ctx.get<ThemeChoices>(ThemeChoices), ctx.get<Toasts>(Toasts)));
});
