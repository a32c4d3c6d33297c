/** Theme choices (document 3 §3). */
export const PRIMARY_COLOURS = [
  'emerald', 'green', 'lime', 'orange', 'amber', 'yellow', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'rose',
] as const;
export type PrimaryColour = (typeof PRIMARY_COLOURS)[number];

export const SURFACE_COLOURS = ['gray1', 'gray2', 'gray3', 'gray4', 'gray5', 'gray6'] as const;
export type SurfaceColour = (typeof SURFACE_COLOURS)[number];

export type Theme = 'dark' | 'light';

export interface ThemeSettings {
  theme: Theme;
  primaryColor: PrimaryColour;
  surfaceColor: SurfaceColour;
}

/** The stored defaults: dark, sky, gray3 (document 3 §3). */
export const DEFAULT_THEME: Readonly<ThemeSettings> = Object.freeze({ theme: 'dark', primaryColor: 'sky', surfaceColor: 'gray3' });

/** On start the theme is forced to dark, blue, gray4 (document 3 §4). */
export const STARTUP_THEME: Readonly<ThemeSettings> = Object.freeze({ theme: 'dark', primaryColor: 'blue', surfaceColor: 'gray4' });

/** An unknown surface name falls back to gray1 (document 3 §3). */
export function resolveSurfaceColour(name: string | null | undefined): SurfaceColour {
  return (SURFACE_COLOURS as readonly string[]).includes(name ?? '') ? (name as SurfaceColour) : 'gray1';
}

export function isPrimaryColour(name: string): name is PrimaryColour {
  return (PRIMARY_COLOURS as readonly string[]).includes(name);
}

/** One column's filter as the Inventory Data screen keeps it: the column, its type, how its rules combine (_and/_or) and the rules. */
export interface InventoryFilter {
  id: string;
  column: string;
  colType: string;
  filterType: string;
  filterValue: unknown;
}

export interface InventoryState {
  filterState: InventoryFilter[];
  sortingState: { sortedColumn: string; sortOrder: string };
  selectedPart: string;
  selectedSite: string;
  selectedLocation: string;
  selectedLot: string;
  selectedRef: string;
}

export const defaultInventoryState = (): InventoryState => ({
  filterState: [],
  sortingState: { sortedColumn: '', sortOrder: '' },
  selectedPart: '',
  selectedSite: '',
  selectedLocation: '',
  selectedLot: '',
  selectedRef: '',
});

/** 'default' means no filters, no sorting and no selections (document 3 §3). */
export function isDefaultInventoryState(s: InventoryState): boolean {
  return (
    s.filterState.length === 0 &&
    s.sortingState.sortedColumn === '' &&
    s.sortingState.sortOrder === '' &&
    [s.selectedPart, s.selectedSite, s.selectedLocation, s.selectedLot, s.selectedRef].every((v) => v === '')
  );
}

/**
 * Persisted device and user settings (document 3 §3), kept in local storage under 'device'. The
 * list's theme, primaryColor and surfaceColor live in the app store (AppState extends ThemeSettings),
 * where the shell has always read them. barcodeCameraDeviceId and barcodeCameraEnabled stay out: the
 * specification shows no screen or call for the barcode camera (README "Inventory features left out").
 */
export interface DeviceSettings {
  /** A random id made once per browser: stable across reloads, sign-ins and sign-outs. */
  deviceid: string;
  /** The signed-in user's profile euid; kept after Sign Out, so the device knows who last used it. */
  userid: string;
  /** The workbench's environment name (the build's mode, or VITE_ENV_NAME) at the last sign-in. */
  envname: string;
  /** The page's host name at the last sign-in. */
  domain: string;
  /** This tab's X-SessionID at the last sign-in (the id the session call and the sockets send). */
  session: string;
  /** When this device's sign-in runs out (epoch ms, the token's expiry); null while signed out. */
  timeout: number | null;
  /** True while signed in through a kiosk link (#kiosk=...); false after Sign Out or another sign-in. */
  kiosk: boolean;
  /** Set at Sign Out, cleared at sign-in: whether the last user left by signing out. */
  logout: boolean;
  /** The signed-in profile's time zone; US/Eastern until one is known. */
  timezone: string;
  /** The Inventory Data screen's filters, sorting and selections, restored when the user comes back. */
  inventoryState: InventoryState;
}

export const DEFAULT_TIMEZONE = 'US/Eastern';
export const DEVICE_SETTINGS_KEY = 'device';

export const defaultDeviceSettings = (): DeviceSettings => ({
  deviceid: '',
  userid: '',
  envname: '',
  domain: '',
  session: '',
  timeout: null,
  kiosk: false,
  logout: false,
  timezone: DEFAULT_TIMEZONE,
  inventoryState: defaultInventoryState(),
});

/** The device id is made once: a stored one is kept, an empty one is filled with `newId()`. */
export function withDeviceId(settings: DeviceSettings, newId: () => string): DeviceSettings {
  return settings.deviceid ? settings : { ...settings, deviceid: newId() };
}

/** What a sign-in tells the device settings. */
export interface SignedInFacts {
  userid: string;
  timezone: string;
  session: string;
  envname: string;
  domain: string;
  timeout: number | null;
}

/**
 * A sign-in leaves for the provider: through a kiosk link the flag is set before the page goes, so
 * it is still there when the signed-in app starts; the login form or the demo button clear it.
 */
export function signingIn(settings: DeviceSettings, via: 'kiosk' | 'form' | 'demo'): DeviceSettings {
  return { ...settings, kiosk: via === 'kiosk' };
}

/**
 * A sign-in (the profile loaded): the user's id and zone, this tab's session, and the logout flag
 * cleared. Another user at this device starts from the default inventory view, not the last user's.
 */
export function signedIn(settings: DeviceSettings, facts: SignedInFacts): DeviceSettings {
  const sameUser = settings.userid === facts.userid;
  return {
    ...settings,
    ...facts,
    timezone: facts.timezone || DEFAULT_TIMEZONE,
    logout: false,
    inventoryState: sameUser ? settings.inventoryState : defaultInventoryState(),
  };
}

/** Sign Out: the logout flag set, the kiosk and the timeout gone; the user id and the device id stay. */
export function signedOut(settings: DeviceSettings): DeviceSettings {
  return { ...settings, logout: true, kiosk: false, timeout: null };
}
