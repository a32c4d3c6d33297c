import { STARTUP_THEME, type ThemeSettings } from '../../core/session';
import type { AppStore } from '../api/app-store';

/** On start the theme is forced to dark, blue, gray4 (document 3 §4) and applied to the page. */
export function applyStartupTheme(appStore: AppStore, root: HTMLElement = document.documentElement): ThemeSettings {
  appStore.update({ ...STARTUP_THEME });
  applyTheme(STARTUP_THEME, root);
  return STARTUP_THEME;
}

export function applyTheme(theme: ThemeSettings, root: HTMLElement = document.documentElement): void {
  root.dataset['theme'] = theme.theme;
  root.dataset['primary'] = theme.primaryColor;
  root.dataset['surface'] = theme.surfaceColor;
}
