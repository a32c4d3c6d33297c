import { TOAST_LIFE_MAX, TOAST_LIFE_MIN, type Toast } from '../../core/errors';
import type { Toasts } from '../api/toasts';

/** What the PrimeReact Toast component offers (its ref). */
export interface ToastSink {
  show(message: { severity: Toast['severity']; summary: string; detail?: string; life: number }): void;
}

/** Toast lifetimes stay within 2000..10000 ms (document 1 §9). */
export function clampLife(life: number): number {
  return Math.min(TOAST_LIFE_MAX, Math.max(TOAST_LIFE_MIN, Number.isFinite(life) ? life : TOAST_LIFE_MIN));
}

/** Toasts over PrimeReact's Toast; toasts raised before the component mounts are shown when it does. */
export class PrimeToasts implements Toasts {
  private sink: ToastSink | null = null;
  private readonly queued: Toast[] = [];
  private neededListener: (() => void) | null = null;

  /** Called once a toast waits for the component: the host then mounts it (it loads lazily). */
  onNeeded(listener: () => void): void {
    this.neededListener = listener;
    if (this.queued.length > 0) listener();
  }

  attach(sink: ToastSink | null): void {
    this.sink = sink;
    if (sink) for (const t of this.queued.splice(0)) this.show(t);
  }

  show(toast: Toast): void {
    if (!this.sink) {
      this.queued.push(toast);
      this.neededListener?.();
      return;
    }
    this.sink.show({ severity: toast.severity, summary: toast.summary, detail: toast.detail, life: clampLife(toast.life) });
  }
}
