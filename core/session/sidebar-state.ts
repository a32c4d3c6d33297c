import { LARGE_SCREEN_FROM } from './breakpoints';

/**
 * Below 1024 px (small and medium screens, document 3 §3) the sidebar overlays the main area
 * instead of squeezing it: a 768 px tablet keeps its whole width for the charts.
 */
export const sidebarOverlays = (width: number): boolean => width < LARGE_SCREEN_FROM;

export interface SidebarState {
  collapsed: boolean;
  /** The user's choice while the sidebar is docked: kept in the screen store, restored when the screen widens. */
  dockedCollapsed: boolean;
}

/** A page's first sidebar: closed where it would overlay, otherwise as this tab's screen store kept it. */
export function initialSidebar(dockedCollapsed: boolean, width: number): SidebarState {
  return { collapsed: sidebarOverlays(width) || dockedCollapsed, dockedCollapsed };
}

/** The toggle button; only a docked sidebar's state is the user's lasting choice. */
export function toggledSidebar(state: SidebarState, width: number): SidebarState {
  const collapsed = !state.collapsed;
  return { collapsed, dockedCollapsed: sidebarOverlays(width) ? state.dockedCollapsed : collapsed };
}

/** Narrowing into overlay widths closes the sidebar; widening back docks it as the user left it. */
export function resizedSidebar(state: SidebarState, fromWidth: number, toWidth: number): SidebarState {
  if (sidebarOverlays(fromWidth) === sidebarOverlays(toWidth)) return state;
  return { ...state, collapsed: sidebarOverlays(toWidth) || state.dockedCollapsed };
}

/** An overlaying sidebar closes when the user moves to another screen, which it would otherwise cover. */
export function sidebarAfterNavigation(state: SidebarState, width: number): SidebarState {
  return sidebarOverlays(width) && !state.collapsed ? { ...state, collapsed: true } : state;
}
