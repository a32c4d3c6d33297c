import type { KeyValueStore } from '../platform';
import { BUILD_VERSION_STAMP, loadVersioned, saveVersioned } from './versioned-store';

/** Screen breakpoints in px (document 3 §3 and §9). */
const SMALL_SCREEN_BELOW = 768;
export const LARGE_SCREEN_FROM = 1024;
/** Dashboard side charts are hidden below about 992 px (document 3 §2.1). */
const SIDE_CHARTS_FROM = 992;

export interface ScreenState {
  smallScreen: boolean;
  mediumScreen: boolean;
  largeScreen: boolean;
}

/** small < 768, medium 768 to < 1024, large >= 1024. */
export function screenState(width: number): ScreenState {
  return {
    smallScreen: width < SMALL_SCREEN_BELOW,
    mediumScreen: width >= SMALL_SCREEN_BELOW && width < LARGE_SCREEN_FROM,
    largeScreen: width >= LARGE_SCREEN_FROM,
  };
}

export function sideChartsVisible(width: number): boolean {
  return width >= SIDE_CHARTS_FROM;
}

/** The screen store (document 3 §3), kept in session storage. */
export interface ScreenStoreState extends ScreenState {
  sidebarCollapsed: boolean;
}

export const SCREEN_STORE_KEY = 'screen';

/** Whether the docked sidebar was collapsed earlier in this tab's session (the screen store); false when unknown. */
export function readSidebarCollapsed(session: KeyValueStore): boolean {
  return loadVersioned<Partial<ScreenStoreState>>(session, SCREEN_STORE_KEY, BUILD_VERSION_STAMP, () => ({})).sidebarCollapsed === true;
}

/** Writes the screen store, stamped like the other session stores (document 1 §9): the sidebar state and the size class of the width. */
export function writeScreenStore(session: KeyValueStore, sidebarCollapsed: boolean, width: number): void {
  saveVersioned(session, SCREEN_STORE_KEY, BUILD_VERSION_STAMP, { ...screenState(width), sidebarCollapsed } satisfies ScreenStoreState);
}

/** Dashboard layout breakpoints (document 3 §2.1): under 768 small, 768 to 992 medium, over 1200 extra large. */
const DASHBOARD_MEDIUM_FROM = 768;
const DASHBOARD_LARGE_FROM = 992;
const DASHBOARD_EXTRA_LARGE_FROM = 1200;

export type DashboardSize = 'small' | 'medium' | 'large' | 'extraLarge';

export interface DashboardLayout {
  size: DashboardSize;
  /** Side charts (and the machine dashboard's side column) show from about 992 px. */
  sideCharts: boolean;
  /** Cards per row of the machine dashboard's doughnut strip. */
  doughnutColumns: 1 | 2 | 4;
}

/**
 * The one place that decides the dashboard's layout from the viewport width. The spec names
 * small (< 768), medium (768 to 992) and extra large (> 1200); 992 to 1200 is the large step
 * between them (Bootstrap's lg, which these numbers come from).
 */
export function dashboardLayout(width: number): DashboardLayout {
  const size: DashboardSize =
    width < DASHBOARD_MEDIUM_FROM ? 'small' : width < DASHBOARD_LARGE_FROM ? 'medium' : width < DASHBOARD_EXTRA_LARGE_FROM ? 'large' : 'extraLarge';
  return { size, sideCharts: sideChartsVisible(width), doughnutColumns: size === 'small' ? 1 : size === 'medium' ? 2 : 4 };
}
