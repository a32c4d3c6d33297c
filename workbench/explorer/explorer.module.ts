import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { Clock } from '../../core/platform';
import { bindService } from '../api/bind-service';
import { ConfirmDialog } from '../api/confirm-dialog';
import { EntityTree } from '../api/entity-tree';
import { LeaveGuard } from '../api/leave-guard';
import { NavPresetService } from '../api/preset-tokens';
import { SessionStore } from '../api/session';
import { Toasts } from '../api/toasts';
import { MODEL_MODE_HIDDEN } from '../config';
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
  bindService(bind, ExplorerViewModel, ({ nav, toasts }) => new ExplorerViewModel(nav, toasts, MODEL_MODE_HIDDEN), { nav: NavStore, toasts: Toasts });
  bindService(bind, TimeframeViewModel, ({ nav, sessions, toasts, clock }) => new TimeframeViewModel(nav, sessions, toasts, clock), {
    nav: NavStore,
    sessions: SessionStore,
    toasts: Toasts,
    clock: Clock,
  });
  bindService(bind, EntityPickerViewModel, ({ nav, tree, toasts }) => new EntityPickerViewModel(nav, tree, toasts), { nav: NavStore, tree: EntityTree, toasts: Toasts });
  bindService(bind, MetricManagementViewModel, ({ nav, sessions, toasts }) => new MetricManagementViewModel(nav, sessions, toasts), {
    nav: NavStore,
    sessions: SessionStore,
    toasts: Toasts,
  });
  bindService(bind, PresetControlsViewModel, (deps) => new PresetControlsViewModel(deps), {
    service: NavPresetService,
    store: NavStore,
    sessions: SessionStore,
    confirmDialog: ConfirmDialog,
    toasts: Toasts,
    leaveGuard: LeaveGuard,
  }).inSingletonScope();
  bindService(bind, ExplorerCommands, ({ controls }) => controls, { controls: PresetControlsViewModel });
});
