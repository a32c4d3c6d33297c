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

/** Persisted device and user settings (document 3 §3). */
export interface DeviceSettings extends ThemeSettings {
  barcodeCameraDeviceId: string;
  barcodeCameraEnabled: boolean;
  deviceid: string;
  userid: string;
  envname: string;
  domain: string;
  session: string;
  timeout: number | null;
  kiosk: boolean;
  logout: boolean;
  timezone: string;
  inventoryState: InventoryState;
}

export const DEFAULT_TIMEZONE = 'US/Eastern';

export const defaultDeviceSettings = (): DeviceSettings => ({
  ...DEFAULT_THEME,
  barcodeCameraDeviceId: '',
  barcodeCameraEnabled: false,
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

/** The settings as the app starts: the stored choices, with the theme forced to dark, blue, gray4. */
export function atStartup(settings: DeviceSettings): DeviceSettings {
  return { ...settings, ...STARTUP_THEME };
}
