import type { Toast } from '../../core/errors';

export type { Toast } from '../../core/errors';

/** Shows a toast: severity, summary, detail and life (ms) as the error catalogue defines them. */
export interface Toasts {
  show(toast: Toast): void;
}
export const Toasts = Symbol.for('workbench.Toasts');
