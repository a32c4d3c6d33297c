import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { EntityTree, HttpClient, MapDesigns, SessionStore, Toasts } from '../../workbench/api';
import { DesignerViewModel } from './designer.view-model';
import { MappyBroadcast } from './mappy-broadcast';

/** The map designer's services (the map list, MapDesigns, is shared from the core module): the MAPPY channel, one view-model per open designer. */
export const mapDesignerModule = new ContainerModule(({ bind }) => {
  bind(MappyBroadcast).toResolvedValue(() => new MappyBroadcast(), []).inSingletonScope();
  bind(DesignerViewModel).toResolvedValue(
    (api: MapDesigns, http: HttpClient, nav: NavStore, s: SessionStore, t: EntityTree, toasts: Toasts, ch: MappyBroadcast) => new DesignerViewModel(api, http, nav, s, t, toasts, ch),
    [MapDesigns, HttpClient, NavStore, SessionStore, EntityTree, Toasts, MappyBroadcast],
  );
});
