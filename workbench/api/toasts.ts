import type { Toast } from '../../core/errors';
import { serviceToken } from '../../core/platform';

export type { Toast } from '../../core/errors';

/** Shows a toast: severity, summary, detail and life (ms) as the error catalogue defines them. */
export interface Toasts {
  show(toast: Toast): void;
}
export const Toasts = serviceToken<Toasts>('workbench.Toasts');
