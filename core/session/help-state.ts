import type { KeyValueStore } from '../platform';

/** Document 3 §3: the help state, kept per browser tab (session storage). */
export const HELP_MODES = ['INACTIVE', 'MODAL', 'TOOLTIP'] as const;
export type HelpModeName = (typeof HELP_MODES)[number];

export interface HelpState {
  helpMode: HelpModeName;
  /** The view the help belongs to (its route path). */
  helpPage: string | null;
  /** The help key the modal opened at, if any. */
  helpAnchor: string | null;
}

export const INACTIVE_HELP: HelpState = Object.freeze({ helpMode: 'INACTIVE', helpPage: null, helpAnchor: null });

/** Document 3 §4: INACTIVE to MODAL on open. */
export function openHelpModal(page: string, anchor: string | null = null): HelpState {
  return { helpMode: 'MODAL', helpPage: page, helpAnchor: anchor };
}

/** Document 3 §4: back to INACTIVE on hide. */
export function hideHelp(): HelpState {
  return INACTIVE_HELP;
}

/** The overlay tips (document 1 §2 help mode): on as TOOLTIP (on a page, or none), off again as INACTIVE. */
export function toggleHelpTooltips(state: HelpState, page: string): HelpState {
  return state.helpMode === 'TOOLTIP' ? INACTIVE_HELP : { helpMode: 'TOOLTIP', helpPage: page || null, helpAnchor: null };
}

const KEY = 'help-state';

/** Reads the tab's help state; anything unreadable counts as INACTIVE. */
export function readHelpState(store: KeyValueStore): HelpState {
  try {
    const raw = store.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<HelpState>) : null;
    if (v && HELP_MODES.includes(v.helpMode as HelpModeName)) return { helpMode: v.helpMode!, helpPage: v.helpPage ?? null, helpAnchor: v.helpAnchor ?? null };
  } catch {
    // fall through: a damaged value is no help state
  }
  return INACTIVE_HELP;
}

export function writeHelpState(store: KeyValueStore, state: HelpState): void {
  store.setItem(KEY, JSON.stringify(state));
}
