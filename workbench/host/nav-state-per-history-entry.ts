import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { NavState, NavStore } from '../../core/navigation';

/** How many history entries keep their navigation state; the oldest are forgotten first. */
const NAV_ENTRIES_KEPT = 100;

/** The key react-router's BrowserRouter keeps in the current history entry ('default' for the first). */
function currentEntryKey(): string {
  return (window.history.state as { key?: string } | null)?.key ?? 'default';
}

/** The navigation state last shown on each history entry of this tab. */
class NavStatePerEntry {
  private readonly states = new Map<string, NavState>();

  constructor(private readonly limit = NAV_ENTRIES_KEPT) {}

  remember(key: string, state: NavState): void {
    this.states.delete(key);
    this.states.set(key, state);
    if (this.states.size > this.limit) this.states.delete(this.states.keys().next().value!);
  }

  stateOf(key: string): NavState | undefined {
    return this.states.get(key);
  }
}

/**
 * Browser back and forward restore the navigation state shown on that entry (document 2 §2, event
 * analysis: "Browser back restores the earlier navigation state"). A change is filed under the entry
 * current when it happens, so a screen that navigates and then changes the state (the Exception
 * dropdown) leaves the earlier entry's state untouched.
 */
export function useNavStateFollowsHistory(nav: NavStore): void {
  const [entries] = useState(() => new NavStatePerEntry());
  const { key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const sub = nav.navState$.subscribe((state) => entries.remember(currentEntryKey(), state));
    return () => sub.unsubscribe();
  }, [nav, entries]);
  useEffect(() => {
    if (type !== 'POP') return;
    const state = entries.stateOf(key);
    // Equal states are no change (and no undo step).
    if (state && JSON.stringify(state) !== JSON.stringify(nav.state)) nav.replace(state);
  }, [key, type, nav, entries]);
}
