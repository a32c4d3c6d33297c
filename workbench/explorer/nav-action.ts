import { errorToast } from '../../core/errors';
import type { Toasts } from '../api/toasts';

/**
 * Runs a navigation action; a refusal (the store throws and changes nothing) becomes an error
 * toast with the store's message, so bad input is explained instead of silently ignored.
 * Answers whether the action went through.
 */
export function navAction(toasts: Toasts, action: () => void): boolean {
  try {
    action();
    return true;
  } catch (error) {
    toasts.show(errorToast(error instanceof Error ? error.message : String(error)));
    return false;
  }
}
