import { action, makeObservable, observable } from 'mobx';
import { NO_HELP_TOAST } from '../../core/errors';
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
  on = false;

  constructor(
    private readonly content: readonly HelpContribution[],
    private readonly toasts: Toasts,
    private readonly body: { classList: DOMTokenList } | undefined,
  ) {
    makeObservable(this, { on: observable, toggle: action, off: action });
  }

  toggle(presentKeys: readonly string[]): void {
    if (this.on) return this.off();
    if (helpTipsFor(presentKeys, this.content).length === 0) {
      this.toasts.show(NO_HELP_TOAST);
      return;
    }
    this.on = true;
    this.body?.classList.add(HELP_BODY_CLASS);
  }

  off(): void {
    this.on = false;
    this.body?.classList.remove(HELP_BODY_CLASS);
  }

  tips(presentKeys: readonly string[]): HelpContribution[] {
    return helpTipsFor(presentKeys, this.content);
  }
}
