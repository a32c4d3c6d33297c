import { serviceToken } from '../../core/platform';
/** Resolves true when the screen may be left (nothing unsaved, or the user agreed to lose it). */
export type LeaveCheck = () => boolean | Promise<boolean>;

/**
 * In-app navigation controls (display-mode buttons, the Dataset dropdown, presets) await
 * confirmLeave() before they switch the main view away; a screen with unsaved work registers the
 * check that answers (the map editor: 'Unsaved Changes', document 2 §5). Links, browser back and
 * page unload stay the screen's own business.
 */
export interface LeaveGuard {
  /** Registers the check of the screen on view; returns its removal, for the screen's unmount. */
  register(check: LeaveCheck): () => void;
  /** True when no screen objects (or the user agreed); a control does nothing on false. */
  confirmLeave(): Promise<boolean>;
}
export const LeaveGuard = serviceToken<LeaveGuard>('workbench.LeaveGuard');

/**
 * One check at a time: only one main view (a routed page or the explorer mode's view) is on screen,
 * so only one screen can be left at once; a newly registered check replaces the previous one.
 */
export class SingleLeaveGuard implements LeaveGuard {
  private check: LeaveCheck | undefined;
  private pending: Promise<boolean> | undefined;

  register(check: LeaveCheck): () => void {
    this.check = check;
    // A late removal (the old screen unmounting after the new one registered) must not drop the new check.
    return () => {
      if (this.check === check) this.check = undefined;
    };
  }

  confirmLeave(): Promise<boolean> {
    const check = this.check;
    if (!check) return Promise.resolve(true);
    // A second click while the question is open shares it, instead of stacking a second dialog.
    this.pending ??= Promise.resolve()
      .then(check)
      .finally(() => (this.pending = undefined));
    return this.pending;
  }
}
