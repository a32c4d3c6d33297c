import { ContainerModule } from 'inversify';
import { map, type SchedulerLike } from 'rxjs';
import { DowntimeBanner, ScheduledDowntimeBanner } from '../core/downtime';
import { NavStore, RxNavStore, type NavState } from '../core/navigation';
import { Clock, SessionStore as SessionStorage, type KeyValueStore } from '../core/platform';
import { ApiPresetService, PresetApi, PresetService, type NavPreset } from '../core/presets';
import { AppStorePresetCache, appStoreDowntimeAcks, DEFAULT_TIMEZONE } from '../core/session';
import { AppStore } from './api/app-store';
import { BackendState } from './api/backend-state';
import { DataRefresh, SubjectDataRefresh } from './api/data-refresh';
import { EntityTree } from './api/entity-tree';
import { HttpClient } from './api/http-client';
import { PluginCatalog, PluginToggles } from './api/plugin-toggles';
import { HttpShareLinks, ShareLinks } from './api/share-links';
import { HttpMapDesigns, MapDesigns } from './api/map-designs';
import { SessionStore } from './api/session';
import { Scheduler } from './api/tokens';
import { HttpPresetApi } from './adapters/http-preset-api';
import { HttpPluginToggles, type WritableSessionStore } from './services/http-plugin-toggles';
import { ProfileEntityTree } from './services/profile-entity-tree';

/**
 * The core services, bound with factories because core classes carry no decorators (STYLE.md).
 * Expects the platform tokens (Clock, Scheduler, storages, AppStore, SessionStore, HttpClient,
 * BackendState, PluginCatalog) from the platform module or the test bed.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(NavStore)
    .toDynamicValue((ctx) => {
      const sessions = ctx.get<SessionStore>(SessionStore);
      return new RxNavStore({
        clock: ctx.get<Clock>(Clock),
        storage: ctx.get<KeyValueStore>(SessionStorage),
        timezone: () => sessions.current?.profile.timezone ?? DEFAULT_TIMEZONE,
      });
    })
    .inSingletonScope();
  bind(PresetApi)
    .toDynamicValue((ctx) => new HttpPresetApi<NavPreset<NavState>>(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind(PresetService)
    .toDynamicValue((ctx) => {
      const sessions = ctx.get<SessionStore>(SessionStore);
      const kept = new AppStorePresetCache<NavState>(ctx.get<AppStore>(AppStore), () => sessions.current?.profile.euid);
      return new ApiPresetService<NavState>(ctx.get(PresetApi), ctx.get<NavStore>(NavStore), kept);
    })
    .inSingletonScope();
  bind(DowntimeBanner)
    .toDynamicValue((ctx) => {
      const sessions = ctx.get<SessionStore>(SessionStore);
      const backend = ctx.get<BackendState>(BackendState);
      return new ScheduledDowntimeBanner(
        backend.info$.pipe(map((info) => info?.scheduled_downtimes ?? [])),
        sessions.session$.pipe(map((s) => s?.profile.timezone ?? DEFAULT_TIMEZONE)),
        appStoreDowntimeAcks(ctx.get<AppStore>(AppStore)),
        ctx.get<Clock>(Clock),
        ctx.get<SchedulerLike>(Scheduler),
        // [TIME] is formatted for the user's locale (document 1 §4); outside a browser, en-US.
        globalThis.navigator?.language ?? 'en-US',
      );
    })
    .inSingletonScope();
  bind(PluginToggles)
    .toDynamicValue(
      (ctx) => new HttpPluginToggles(ctx.get<HttpClient>(HttpClient), ctx.get<WritableSessionStore>(SessionStore), ctx.get<PluginCatalog>(PluginCatalog)),
    )
    .inSingletonScope();
  bind(EntityTree)
    .toDynamicValue((ctx) => new ProfileEntityTree(ctx.get<SessionStore>(SessionStore)))
    .inSingletonScope();
  bind(DataRefresh).toConstantValue(new SubjectDataRefresh());
  // The company's maps: shared by the map designer, the map viewer and Map mode's sidebar picker.
  bind(MapDesigns)
    .toDynamicValue((ctx) => new HttpMapDesigns(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope();
  bind(ShareLinks)
    .toDynamicValue((ctx) => new HttpShareLinks(ctx.get<HttpClient>(HttpClient), globalThis.location?.origin ?? ''))
    .inSingletonScope();
});
