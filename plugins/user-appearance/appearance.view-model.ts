import { TOAST_LIFE } from '../../core/errors';
import { PRIMARY_COLOURS, SURFACE_COLOURS, type ThemeSettings } from '../../core/session';
import { fromRx, type RxBox, type ThemeChoices, type Toasts } from '../../workbench/api';

/** The Appearance screen: the current choices and the lists to pick from. */
export class AppearanceViewModel {
  readonly primaryColours = PRIMARY_COLOURS;
  readonly surfaces = SURFACE_COLOURS;
  private readonly box: RxBox<ThemeSettings>;

  constructor(
    private readonly choices: ThemeChoices,
    private readonly toasts: Toasts,
  ) {
    this.box = fromRx(choices.theme$, choices.current);
  }

  get current(): ThemeSettings {
    return this.box.current;
  }

  choose(change: Partial<Record<keyof ThemeSettings, string>>): void {
    try {
      this.choices.set(change);
    } catch (e) {
      this.toasts.show({ severity: 'error', summary: 'Not applied', detail: e instanceof Error ? e.message : String(e), life: TOAST_LIFE.error });
    }
  }

  dispose(): void {
    this.box.dispose();
  }
}
