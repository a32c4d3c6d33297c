import type { Observable } from 'rxjs';
import type { ThemeSettings } from '../../core/session';
import { serviceToken } from '../../core/platform';

export type { ThemeSettings } from '../../core/session';

/**
 * The theme, primary colour and surface (document 3 §3), kept in the app store and applied to the
 * page at once. An unknown primary colour or theme is refused with an error and changes nothing; an
 * unknown surface falls back to gray1.
 */
export interface ThemeChoices {
  readonly theme$: Observable<ThemeSettings>;
  readonly current: ThemeSettings;
  set(change: Partial<Record<keyof ThemeSettings, string>>): void;
}
export const ThemeChoices = serviceToken<ThemeChoices>('workbench.ThemeChoices');
