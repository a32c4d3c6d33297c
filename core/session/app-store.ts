import { filter, type Observable, type Subscription } from 'rxjs';
import type { DowntimeAckStore, DowntimeAcks } from '../downtime';
import type { Profile } from '../model';
import type { SchReportFilters } from '../navigation/nav-state';
import type { NavPreset } from '../presets';
import type { KeyValueStore } from '../platform';
import type { AuthEvent } from './auth-events';
import { DEFAULT_THEME, type ThemeSettings } from './device-settings';
import { VersionedStore } from './versioned-store';

export interface AuthSession {
  profile: Profile | null;
  token: string | null;
  idToken: string | null;
  /** Epoch ms; signed in while now is before it. */
  expiresAt: number | null;
}

/** The MRP report's sidebar filters (document 3 §3), kept as the navigation state's 'sch report' holds them. */
export type MrpReportFilters = SchReportFilters;

/** The app store (document 1 §3, client-side persisted state); kept in local storage. */
export interface AppState extends ThemeSettings {
  loginUri: string | null;
  auth: AuthSession;
  /** The subscription record; its shape is not shown by the specification. */
  subscription: unknown;
  /** Downtime acknowledgements: pk -> the updated_epoch that was dismissed. */
  downtimeAcks: DowntimeAcks;
  /** Set on the first visit (document 3 §4). */
  initial_tour: boolean;
  mrpFilters: MrpReportFilters | null;
  /** The last preset list the server answered, and whose it is (document 1 §9); null once signed out. */
  navPresets: KeptPresets | null;
}

export interface KeptPresets {
  /** The company profile the list was answered for: another user, or another company, never sees it. */
  profileEuid: string;
  presets: NavPreset<object>[];
}

export const APP_STORE_KEY = 'app';
const SUPER_STORE_KEY = 'super';

const signedOutAuth = (): AuthSession => ({ profile: null, token: null, idToken: null, expiresAt: null });

export const defaultAppState = (): AppState => ({
  ...DEFAULT_THEME,
  loginUri: null,
  auth: signedOutAuth(),
  subscription: null,
  downtimeAcks: {},
  initial_tour: false,
  mrpFilters: null,
  navPresets: null,
});

/** Document 3 §4: the first visit sets the initial-tour flag; a later visit finds it set and keeps it. */
export function markVisited(state: AppState): AppState {
  return state.initial_tour ? state : { ...state, initial_tour: true };
}

/**
 * Logout clears the tokens and the subscription (document 1 §4 rule 6); the host drops the auth
 * header. The kept preset list goes too: the next person at this browser must not read it.
 */
export function loggedOut(state: AppState): AppState {
  return { ...state, auth: signedOutAuth(), subscription: null, navPresets: null };
}

/**
 * The super store (document 1 §3): data only super users read, every company's backend state as
 * the socket's SUPER patches built it up; its shape is the server's. Kept in the tab's session
 * storage, so a reload shows the last figures at once; never past Sign Out.
 */
export interface SuperState {
  backendState: Record<string, unknown> | null;
}

export function createAppStore(local: KeyValueStore): VersionedStore<AppState> {
  return new VersionedStore<AppState>(local, APP_STORE_KEY, defaultAppState);
}

export function createSuperStore(session: KeyValueStore): VersionedStore<SuperState> {
  return new VersionedStore<SuperState>(session, SUPER_STORE_KEY, () => ({ backendState: null }));
}

/** Every company's state is for the super user who signed in: Sign Out empties the super store. */
export function emptySuperStoreOnSignOut(events$: Observable<AuthEvent>, store: VersionedStore<SuperState>): Subscription {
  return events$.pipe(filter((e) => e === 'need-auth-logout')).subscribe(() => store.reset());
}

/** The downtime banner keeps its acknowledgements inside the app store. */
export function appStoreDowntimeAcks(store: VersionedStore<AppState>): DowntimeAckStore {
  return {
    read: () => store.value.downtimeAcks,
    write: (acks) => store.update({ downtimeAcks: acks }),
  };
}
