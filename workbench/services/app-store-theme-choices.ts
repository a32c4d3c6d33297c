import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { isPrimaryColour, resolveSurfaceColour, type ThemeSettings } from '../../core/session';
import type { AppStore } from '../api/app-store';
import type { ThemeChoices } from '../api/theme-choices';
import { applyTheme } from '../shell/theme';

const pick = (s: ThemeSettings): ThemeSettings => ({ theme: s.theme, primaryColor: s.primaryColor, surfaceColor: s.surfaceColor });

/** Theme choices persisted in the app store and applied to `root` (data-theme, data-primary, data-surface). */
export class AppStoreThemeChoices implements ThemeChoices {
  readonly theme$: Observable<ThemeSettings>;

  constructor(
    private readonly appStore: AppStore,
    private readonly root: HTMLElement,
  ) {
    this.theme$ = appStore.state$.pipe(
      map(pick),
      distinctUntilChanged((a, b) => a.theme === b.theme && a.primaryColor === b.primaryColor && a.surfaceColor === b.surfaceColor),
    );
  }

  get current(): ThemeSettings {
    return pick(this.appStore.value);
  }

  set(change: Partial<Record<keyof ThemeSettings, string>>): void {
    const next = { ...this.current };
    if (change.theme !== undefined) {
      if (change.theme !== 'dark' && change.theme !== 'light') throw new Error(`Unknown theme '${change.theme}': choose dark or light.`);
      next.theme = change.theme;
    }
    if (change.primaryColor !== undefined) {
      if (!isPrimaryColour(change.primaryColor)) throw new Error(`Unknown primary colour '${change.primaryColor}'.`);
      next.primaryColor = change.primaryColor;
    }
    if (change.surfaceColor !== undefined) next.surfaceColor = resolveSurfaceColour(change.surfaceColor);
    this.appStore.update(next);
    applyTheme(next, this.root);
  }
}
