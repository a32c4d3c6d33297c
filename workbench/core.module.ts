import { ContainerModule } from 'inversify';
import { map } from 'rxjs';
import { DowntimeBanner, ScheduledDowntimeBanner } from '../core/downtime';
import { NavStore, RxNavStore, type NavState } from '../core/navigation';
import { Clock, SessionStore as SessionStorage } from '../core/platform';
import { ApiPresetService, type NavPreset } from '../core/presets';
import { AppStorePresetCache, appStoreDowntimeAcks, DEFAULT_TIMEZONE } from '../core/session';
import { AppStore } from './api/app-store';
import { BackendState } from './api/backend-state';
import { bindService } from './api/bind-service';
import { DataRefresh, SubjectDataRefresh } from './api/data-refresh';
import { EntityTree } from './api/entity-tree';
import { HttpClient } from './api/http-client';
import { PluginCatalog, PluginToggles } from './api/plugin-toggles';
import { NavPresetApi, NavPresetService } from './api/preset-tokens';
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
  bindService(
    bind,
    NavStore,
    ({ clock, storage, sessions }) =>
      new RxNavStore({ clock, storage, timezone: () => sessions.current?.profile.timezone ?? DEFAULT_TIMEZONE }),
    { clock: Clock, storage: SessionStorage, sessions: SessionStore },
  ).inSingletonScope();
  bindService(bind, NavPresetApi, ({ http }) => new HttpPresetApi<NavPreset<NavState>>(http), { http: HttpClient }).inSingletonScope();
  bindService(
    bind,
    NavPresetService,
    ({ api, nav, appStore, sessions }) => new ApiPresetService<NavState>(api, nav, new AppStorePresetCache<NavState>(appStore, () => sessions.current?.profile.euid)),
    { api: NavPresetApi, nav: NavStore, appStore: AppStore, sessions: SessionStore },
  ).inSingletonScope();
  bindService(
    bind,
    DowntimeBanner,
    ({ sessions, backend, appStore, clock, scheduler }) =>
      new ScheduledDowntimeBanner(
        backend.info$.pipe(map((info) => info?.scheduled_downtimes ?? [])),
        sessions.session$.pipe(map((s) => s?.profile.timezone ?? DEFAULT_TIMEZONE)),
        appStoreDowntimeAcks(appStore),
        clock,
        scheduler,
        // [TIME] is formatted for the user's locale (document 1 §4); outside a browser, en-US.
        globalThis.navigator?.language ?? 'en-US',
      ),
    { sessions: SessionStore, backend: BackendState, appStore: AppStore, clock: Clock, scheduler: Scheduler },
  ).inSingletonScope();
  bindService(
    bind,
    PluginToggles,
    ({ http, sessions, catalog }) => new HttpPluginToggles(http, sessions as WritableSessionStore, catalog),
    { http: HttpClient, sessions: SessionStore, catalog: PluginCatalog },
  ).inSingletonScope();
  bindService(bind, EntityTree, ({ sessions }) => new ProfileEntityTree(sessions), { sessions: SessionStore }).inSingletonScope();
  bind(DataRefresh).toConstantValue(new SubjectDataRefresh());
  // The company's maps: shared by the map designer, the map viewer and Map mode's sidebar picker.
  bindService(bind, MapDesigns, ({ http }) => new HttpMapDesigns(http), { http: HttpClient }).inSingletonScope();
  bindService(bind, ShareLinks, ({ http }) => new HttpShareLinks(http, globalThis.location?.origin ?? ''), { http: HttpClient }).inSingletonScope();
});
