import { action, computed, makeObservable, observable } from 'mobx';
import { NO_HELP_TOAST } from '../../core/errors';
import type { KeyValueStore } from '../../core/platform';
import { hideHelp, INACTIVE_HELP, openHelpModal, readHelpState, toggleHelpTooltips, writeHelpState, type HelpState } from '../../core/session';
import type { HelpContribution } from '../api/manifest';
import type { Toasts } from '../api/toasts';

export const HELP_BODY_CLASS = 'help-mode';
/** Elements that have help carry data-help-key="<plugin-id>/<topic>" (or help-key-N). */
export const HELP_KEY_ATTRIBUTE = 'data-help-key';

/** The help tips of the keys present in the view, in view order; keys without content are left out. */
export function helpTipsFor(presentKeys: readonly string[], content: readonly HelpContribution[]): HelpContribution[] {
  const byKey = new Map(content.map((c) => [c.key, c]));
  return [...new Set(presentKeys)].flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
}

/**
 * Help mode (document 1 §2): toggles a body class and shows overlay tips for the help keys of the
 * current view; a view without help shows the 'No Help' toast (3 s) and help mode stays off.
 */
export class HelpMode {
  /** Document 3 §3: INACTIVE, MODAL (the help dialog) or TOOLTIP (the overlay tips), kept per tab. */
  state: HelpState;

  constructor(
    private readonly content: readonly HelpContribution[],
    private readonly toasts: Toasts,
    private readonly body: { classList: DOMTokenList } | undefined,
    private readonly store?: KeyValueStore,
  ) {
    // A reload keeps an open help dialog; the overlay tips are placed again only on request.
    const stored = store ? readHelpState(store) : INACTIVE_HELP;
    this.state = stored.helpMode === 'MODAL' ? stored : INACTIVE_HELP;
    makeObservable(this, { state: observable, on: computed, modalOpen: computed, toggle: action, off: action, openModal: action, hideModal: action });
  }

  /** The overlay tips are showing (help mode, document 1 §2). */
  get on(): boolean {
    return this.state.helpMode === 'TOOLTIP';
  }

  get modalOpen(): boolean {
    return this.state.helpMode === 'MODAL';
  }

  private set(state: HelpState): void {
    this.state = state;
    if (this.store) writeHelpState(this.store, state);
  }

  toggle(presentKeys: readonly string[], page = ''): void {
    if (this.on) return this.off();
    if (helpTipsFor(presentKeys, this.content).length === 0) {
      this.toasts.show(NO_HELP_TOAST);
      return;
    }
    this.set(toggleHelpTooltips(this.state, page));
    this.body?.classList.add(HELP_BODY_CLASS);
  }

  off(): void {
    if (this.state.helpMode === 'TOOLTIP') this.set(hideHelp());
    this.body?.classList.remove(HELP_BODY_CLASS);
  }

  /** Document 3 §4: INACTIVE to MODAL on open (the overlay tips close). */
  openModal(page: string, anchor: string | null = null): void {
    this.body?.classList.remove(HELP_BODY_CLASS);
    this.set(openHelpModal(page, anchor));
  }

  /** Document 3 §4: back to INACTIVE on hide. */
  hideModal(): void {
    this.set(hideHelp());
  }

  /** Every help block by key (help-key-1..12 and the plugins' topics). */
  byKey(key: string): HelpContribution | undefined {
    return this.content.find((c) => c.key === key);
  }

  tips(presentKeys: readonly string[]): HelpContribution[] {
    return helpTipsFor(presentKeys, this.content);
  }
}
