import { useEffect, useRef, useState } from 'react';
import type { KeyValueStore } from '../../core/platform';
import {
  initialSidebar,
  readSidebarCollapsed,
  resizedSidebar,
  sidebarAfterNavigation,
  sidebarOverlays,
  toggledSidebar,
  writeScreenStore,
} from '../../core/session';

/**
 * The sidebar's state (core/session/sidebar-state.ts) for the shell: docked and kept collapsed
 * across reloads of this tab through the screen store (document 3 §3); below 1024 px over the main
 * area, closed at first and after each move to another screen.
 */
export function useSidebar(tabStorage: KeyValueStore, width: number, pathname: string) {
  const [sidebar, setSidebar] = useState(() => initialSidebar(readSidebarCollapsed(tabStorage), width));
  const lastWidth = useRef(width);
  useEffect(() => {
    const from = lastWidth.current; // read now: the updater runs later, after the ref has moved on
    lastWidth.current = width;
    setSidebar((s) => resizedSidebar(s, from, width));
  }, [width]);
  useEffect(() => {
    const now = lastWidth.current;
    setSidebar((s) => sidebarAfterNavigation(s, now));
  }, [pathname]);
  useEffect(() => writeScreenStore(tabStorage, sidebar.dockedCollapsed, width), [tabStorage, sidebar.dockedCollapsed, width]);
  return {
    collapsed: sidebar.collapsed,
    overlays: sidebarOverlays(width),
    toggle: () => setSidebar((s) => toggledSidebar(s, width)),
  };
}
