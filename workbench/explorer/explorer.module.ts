import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { Clock } from '../../core/platform';
import { PresetService } from '../../core/presets';
import { ConfirmDialog } from '../api/confirm-dialog';
import { EntityTree } from '../api/entity-tree';
import { LeaveGuard } from '../api/leave-guard';
import { SessionStore } from '../api/session';
import { Toasts } from '../api/toasts';
import { EntityPickerViewModel } from './entity-picker.view-model';
import { ExplorerCommands } from './explorer-commands';
import { ExplorerViewModel } from './explorer.view-model';
import { MetricManagementViewModel } from './metric-management.view-model';
import { PresetControlsViewModel } from './preset-controls.view-model';
import { TimeframeViewModel } from './timeframe.view-model';

/**
 * The Data Explorer panel's view-models. The panel's models are transient (one per open panel);
 * the preset controls are one per workbench, because the shell's Ctrl+S / Ctrl+Z / Ctrl+Y act on
 * them too (ExplorerCommands). Load into the workbench container (the composition root).
 */
export const explorerModule = new ContainerModule(({ bind }) => {
  bind(ExplorerViewModel).toResolvedValue((s: NavStore, t: Toasts) => new ExplorerViewModel(s, t), [NavStore, Toasts]);
  bind(TimeframeViewModel).toResolvedValue(
    (s: NavStore, ss: SessionStore, t: Toasts, c: Clock) => new TimeframeViewModel(s, ss, t, c),
    [NavStore, SessionStore, Toasts, Clock],
  );
  bind(EntityPickerViewModel).toResolvedValue((s: NavStore, e: EntityTree, t: Toasts) => new EntityPickerViewModel(s, e, t), [NavStore, EntityTree, Toasts]);
  bind(MetricManagementViewModel).toResolvedValue(
    (s: NavStore, ss: SessionStore, t: Toasts) => new MetricManagementViewModel(s, ss, t),
    [NavStore, SessionStore, Toasts],
  );
  bind(PresetControlsViewModel)
    .toResolvedValue(
      (p: PresetService<never>, s: NavStore, ss: SessionStore, c: ConfirmDialog, t: Toasts, l: LeaveGuard) => new PresetControlsViewModel(p as never, s, ss, c, t, l),
      [PresetService, NavStore, SessionStore, ConfirmDialog, Toasts, LeaveGuard],
    )
    .inSingletonScope();
  bind(ExplorerCommands).toResolvedValue((vm: PresetControlsViewModel) => vm, [PresetControlsViewModel]);
});
