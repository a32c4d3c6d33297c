import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { ReactNode } from 'react';
import type { Profile, Role } from '../../core/model';
import { Clock, FixedClock, LocalStore, MemoryKeyValueStore, SessionStore as SessionStorage } from '../../core/platform';
import { createAppStore, DEFAULT_CUSTOMER_COMPANIES, type CustomerCompanies } from '../../core/session';
import { coreModule } from '../core.module';
import { isEnabled } from '../plugin-host/is-enabled';
import { BehaviorSessionStore } from '../services/behavior-session-store';
import { sessionFromProfile } from '../services/session-from-profile';
import { AppStore } from '../api/app-store';
import { AuthService } from '../api/auth-service';
import { BackendState } from '../api/backend-state';
import { ConfirmDialog } from '../api/confirm-dialog';
import { LeaveGuard, SingleLeaveGuard } from '../api/leave-guard';
import { HttpClient } from '../api/http-client';
import type { PluginManifest } from '../api/manifest';
import { PluginCatalog } from '../api/plugin-toggles';
import { ProfileRefresh } from '../api/profile-refresh';
import { ThemeChoices } from '../api/theme-choices';
import { AppStoreThemeChoices } from '../services/app-store-theme-choices';
import { SessionStore, type WorkbenchSession } from '../api/session';
import { testProfile } from './test-profile';
import { CountingProfileRefresh, FakeAuthService, RecordingToasts, ScriptedConfirmDialog, SubjectBackendState, UnexpectedHttpClient } from './test-doubles';
import { Toasts } from '../api/toasts';
import { CustomerCompaniesToken, Scheduler } from '../api/tokens';
import { ServiceProvider } from '../api/use-service';

/** The session of a test, in short: `{ companyName: 'Acme', role: 'MANAGER', toggles: ['x'] }`. */
export interface TestBedSession {
  companyName?: string;
  role?: Role;
  isSuper?: boolean;
  isDemo?: boolean;
  isBigBrain?: boolean;
  toggles?: string[];
  /** Plugin ids switched off for the company. */
  togglesOff?: string[];
  profile?: Partial<Profile>;
}

export interface TestBedOptions {
  /** null = signed out; absent = a signed-in USER of 'Acme'. */
  session?: TestBedSession | null;
  /** Token -> replacement instance, bound in place of the fake or real service. */
  overrides?: ReadonlyArray<readonly [ServiceIdentifier<unknown>, unknown]>;
  customerCompanies?: CustomerCompanies;
  /** The fixed time of the clock; default 2025-03-03T06:00:00Z. */
  now?: string;
  scheduler?: SchedulerLike;
  /** The plugin list PluginToggles sees; default: just the plugin under test. */
  plugins?: readonly PluginManifest[];
}

export interface TestBed {
  /** The plugin's child container. */
  readonly container: Container;
  get<T>(token: ServiceIdentifier<T>): T;
  readonly session: WorkbenchSession | undefined;
  /** Whether the plugin's enabledWhen holds for this session. */
  readonly enabled: boolean;
  readonly toasts: RecordingToasts;
  readonly confirm: ScriptedConfirmDialog;
  readonly clock: FixedClock;
  readonly sessions: BehaviorSessionStore;
  /** Wraps a component under test so that useService resolves from the plugin's container. */
  wrap(ui: ReactNode): ReactNode;
}

function toSession(input: TestBedSession): WorkbenchSession {
  const profile = testProfile({
    company_name: input.companyName ?? 'Acme',
    role: input.role ?? 'USER',
    is_super: input.isSuper ?? false,
    is_demo: input.isDemo ?? false,
    is_bigbrain: input.isBigBrain ?? false,
    ...input.profile,
  });
  return sessionFromProfile(profile, input.toggles ?? [], input.togglesOff ?? []);
}

/**
 * Loads the plugin's real module into a child of a fake core container (STYLE.md, testing habits):
 * memory storages, a fixed clock, recorded toasts, scripted confirmations, an HTTP client that fails
 * unless overridden, and the real core services (nav store, presets, downtime banner) on top.
 */
export async function createTestBed(manifest: PluginManifest, options: TestBedOptions = {}): Promise<TestBed> {
  return createTestBedWithModule(manifest, manifest.module ? await manifest.module() : undefined, options);
}

/** The same over a module already at hand: the workbench's own test beds (explorer, shell), whose modules are not lazy. */
export function createTestBedWithModule(manifest: PluginManifest, module: ContainerModule | undefined, options: TestBedOptions = {}): TestBed {
  const companies = options.customerCompanies ?? DEFAULT_CUSTOMER_COMPANIES;
  const session = options.session === null ? undefined : toSession(options.session ?? {});
  const sessions = new BehaviorSessionStore(companies, session);
  const toasts = new RecordingToasts();
  const confirm = new ScriptedConfirmDialog();
  const clock = new FixedClock(options.now ?? '2025-03-03T06:00:00Z');
  const local = new MemoryKeyValueStore();

  const root = new Container();
  root.bind(Clock).toConstantValue(clock);
  root.bind(Scheduler).toConstantValue(options.scheduler ?? asyncScheduler);
  root.bind(LocalStore).toConstantValue(local);
  root.bind(SessionStorage).toConstantValue(new MemoryKeyValueStore());
  const appStore = createAppStore(local);
  root.bind(AppStore).toConstantValue(appStore);
  // Theme choices apply to a detached element, so tests never restyle the test document.
  root.bind(ThemeChoices).toConstantValue(new AppStoreThemeChoices(appStore, globalThis.document?.createElement('html') ?? ({ dataset: {} } as HTMLElement)));
  root.bind(SessionStore).toConstantValue(sessions);
  root.bind(CustomerCompaniesToken).toConstantValue(companies);
  root.bind(Toasts).toConstantValue(toasts);
  root.bind(ConfirmDialog).toConstantValue(confirm);
  root.bind(LeaveGuard).toConstantValue(new SingleLeaveGuard());
  root.bind(HttpClient).toConstantValue(new UnexpectedHttpClient());
  root.bind(AuthService).toConstantValue(new FakeAuthService(session !== undefined));
  root.bind(BackendState).toConstantValue(new SubjectBackendState());
  root.bind(PluginCatalog).toConstantValue(options.plugins ?? [manifest]);
  root.bind(ProfileRefresh).toConstantValue(new CountingProfileRefresh());
  root.load(coreModule);

  const container = new Container({ parent: root });
  if (module) container.load(module);
  for (const [token, value] of options.overrides ?? []) {
    // An override replaces the binding where it lives: the plugin's own, or the core one (so that
    // core services built on it, e.g. presets on HttpClient, use the override too).
    const target = container.isCurrentBound(token) ? container : root;
    if (target.isCurrentBound(token)) target.unbind(token);
    target.bind(token).toConstantValue(value);
  }

  return {
    container,
    get: <T,>(token: ServiceIdentifier<T>) => container.get<T>(token),
    session,
    enabled: isEnabled(manifest.enabledWhen, session, companies),
    toasts,
    confirm,
    clock,
    sessions,
    wrap: (ui) => <ServiceProvider container={container}>{ui}</ServiceProvider>,
  };
}
