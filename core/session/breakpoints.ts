/** Screen breakpoints in px (document 3 §3 and §9). */
export const SMALL_SCREEN_BELOW = 768;
export const LARGE_SCREEN_FROM = 1024;
/** Dashboard side charts are hidden below about 992 px (document 3 §2.1). */
export const SIDE_CHARTS_FROM = 992;

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
