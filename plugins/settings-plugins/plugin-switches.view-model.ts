import { action, makeObservable, observable } from 'mobx';
import { parseApiError, TOAST_LIFE } from '../../core/errors';
import { fromRx, type PluginToggles, type RxBox, type Toasts, type ToggleablePlugin } from '../../workbench/api';
import { SWITCHES_TEXT } from './texts';

/** The Plugins screen: the switchable plugins with their state; one switch at a time per plugin. */
export class PluginSwitchesViewModel {
  private readonly box: RxBox<ToggleablePlugin[]>;
  /** Plugin ids whose change is on its way to the server. */
  readonly pending = observable.set<string>();

  constructor(
    private readonly toggles: PluginToggles,
    private readonly toasts: Toasts,
  ) {
    this.box = fromRx(toggles.plugins$, []);
    makeObservable(this, { markPending: action, clearPending: action });
  }

  get plugins(): ToggleablePlugin[] {
    return this.box.current;
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  /** Writes the switch; on failure an error toast says why and the switch stays as it was. */
  async setEnabled(id: string, enabled: boolean): Promise<void> {
    const plugin = this.plugins.find((p) => p.id === id);
    if (!plugin || this.pending.has(id) || plugin.enabled === enabled) return;
    this.markPending(id);
    try {
      await this.toggles.set(id, enabled);
      this.toasts.show({ severity: 'success', summary: SWITCHES_TEXT.savedSummary, detail: SWITCHES_TEXT.saved(plugin.title, enabled), life: TOAST_LIFE.success });
    } catch (e) {
      this.toasts.show({ severity: 'error', summary: SWITCHES_TEXT.failedSummary, detail: parseApiError(e), life: TOAST_LIFE.error });
    } finally {
      this.clearPending(id);
    }
  }

  markPending(id: string): void {
    this.pending.add(id);
  }

  clearPending(id: string): void {
    this.pending.delete(id);
  }

  dispose(): void {
    this.box.dispose();
  }
}
