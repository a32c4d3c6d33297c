import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { bindService, ConfirmDialog, EntityTree, HttpClient, MapDesigns, SessionStore, Toasts } from '../../workbench/api';
import { DesignerViewModel } from './designer.view-model';
import { MappyBroadcast } from './mappy-broadcast';

/** The map designer's services (the map list, MapDesigns, is shared from the core module): the MAPPY channel, one view-model per open designer. */
export const mapDesignerModule = new ContainerModule(({ bind }) => {
  bindService(bind, MappyBroadcast, () => new MappyBroadcast(), {}).inSingletonScope();
  bindService(bind, DesignerViewModel, (deps) => new DesignerViewModel(deps), {
    api: MapDesigns,
    http: HttpClient,
    nav: NavStore,
    sessions: SessionStore,
    tree: EntityTree,
    toasts: Toasts,
    confirm: ConfirmDialog,
    channel: MappyBroadcast,
  });
});
