import { describe, expect, it } from 'vitest';
import { initialSidebar, resizedSidebar, sidebarAfterNavigation, sidebarOverlays, toggledSidebar } from './sidebar-state';

describe('the sidebar on small and medium screens (document 3 §3: small < 768, medium 768 to < 1024, large >= 1024)', () => {
  it('overlays the main area below 1024 px and docks beside it from 1024 px', () => {
    expect([767, 768, 1023, 1024, 2560].map(sidebarOverlays)).toEqual([true, true, true, false, false]);
  });

  it('starts closed where it would overlay, and as the screen store kept it where it docks', () => {
    expect(initialSidebar(false, 768).collapsed).toBe(true);
    expect(initialSidebar(false, 1440).collapsed).toBe(false);
    expect(initialSidebar(true, 1440).collapsed).toBe(true);
  });

  it("opening and closing it on a tablet is not remembered as the docked sidebar's state", () => {
    const opened = toggledSidebar(initialSidebar(false, 768), 768);
    expect(opened).toEqual({ collapsed: false, dockedCollapsed: false });
    expect(toggledSidebar(initialSidebar(false, 1440), 1440)).toEqual({ collapsed: true, dockedCollapsed: true });
  });

  it('narrowing below 1024 px closes it; widening again docks it as the user left it', () => {
    const docked = initialSidebar(false, 1440);
    const narrow = resizedSidebar(docked, 1440, 768);
    expect(narrow.collapsed).toBe(true);
    expect(resizedSidebar(narrow, 768, 2560).collapsed).toBe(false);
    const closedByUser = toggledSidebar(docked, 1440);
    expect(resizedSidebar(resizedSidebar(closedByUser, 1440, 768), 768, 1440).collapsed).toBe(true);
    expect(resizedSidebar(docked, 1440, 2560)).toBe(docked);
  });

  it('an overlaying sidebar closes when the user moves to another screen; a docked one stays', () => {
    const overlay = toggledSidebar(initialSidebar(false, 768), 768);
    expect(sidebarAfterNavigation(overlay, 768).collapsed).toBe(true);
    const docked = initialSidebar(false, 1440);
    expect(sidebarAfterNavigation(docked, 1440)).toBe(docked);
  });
});
